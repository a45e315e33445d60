"""Game setup (RULES §3): the board, the dice, the decks, decrees, the starting-card
draft, the initial turn order and the destiny cards with their rewards."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.actions import Action
from game.core.text import N_

from . import automa, ops, wheel
from .catalog import RESOURCES, Catalog
from .state import BoardState, Die, GameConfig, GameState, PlayerState, TekhenuRng
from .tasks import Task, decision, step, task

if TYPE_CHECKING:
    from .game import Game

AUTOMA_SEAT = 1  # in solo games: seat 0 is the player, seat 1 Botankhamun


def new_state(config: GameConfig, catalog: Catalog) -> GameState:
    """The state before setup: players with their starting pieces (seat 1 is Botankhamun in solo)."""
    if config.solo:
        if config.difficulty not in catalog.board.solo.setup_statue_positions:
            raise ValueError(f"unknown solo difficulty {config.difficulty!r} (easy, medium or hard)")
        if config.players not in (1, 2):
            raise ValueError("a solo game has one player (and Botankhamun)")
    elif config.players not in (2, 3, 4):
        raise ValueError(f"a game needs 2 to 4 players, not {config.players}")
    seats = 2 if config.solo else config.players
    board = catalog.board
    gods = len(board.gods)
    empty_board = BoardState(
        wheel_offset=0, scoring_markers={}, sections=[[] for _ in range(gods)], bag=[], box=[],
        horus_tiles=[], god_statues={g: [] for g in board.gods}, people_statues={}, spot_gold={},
        temple=[None] * (board.temple.size ** 2), temple_buildings={},
        osiris=[[None] * len(board.osiris.districts) for _ in board.osiris.rows],
        pillar_stack=[], ra_display=[None] * len(board.temple.ra_display),
        market=[[None] * len(s.slots) for s in board.market], market_open=[False] * len(board.market),
        decks={"blessing": [], "technology": [], "decree": []},
        discards={"blessing": [], "technology": [], "decree": []},
    )
    pb, track = board.player_board, board.people_track
    players = [
        PlayerState(
            resources={r: 0 for r in (*RESOURCES, "gold")} | {"gold": pb.start_gold},
            scribes=pb.start_scribes, faith=0, vp=pb.start_vp, vp_by_reason={"start": pb.start_vp},
            happiness=track.start_happiness, population=track.start_population,
            production={r: pb.production_start for r in RESOURCES},
            greed={r: 0 for r in RESOURCES},
        )
        for _ in range(seats)
    ]
    if config.solo:
        solo = board.solo
        bot = players[AUTOMA_SEAT]
        bot.is_automa = True
        bot.happiness, bot.population = solo.start_happiness, solo.start_population
        bot.resources["gold"], bot.scribes = solo.start_gold, solo.start_scribes
    state = GameState(config=config, rng=TekhenuRng(config.seed), players=players, board=empty_board,
                      turn_order=list(range(seats)))
    state.stack.append(task("setup_board"))
    return state


@step("setup_board")
def _setup_board(game: "Game", _: Task) -> None:
    state, data, board = game.state, game.board, game.state.board
    rng, players = state.rng, len(state.players)
    # 1-2: wheel and scoring markers
    board.wheel_offset = rng.randint(0, len(data.gods) - 1)
    for marker in data.scoring_markers:
        board.scoring_markers[str(marker.hourglasses)] = (board.wheel_offset + marker.offset) % len(data.gods)
    # 3: pillar tiles
    board.pillar_stack = list(game.catalog.pillars)
    rng.shuffle(board.pillar_stack)
    board.ra_display = [board.pillar_stack.pop() for _ in data.temple.ra_display]
    # 4: Horus bonus tiles
    if state.config.horus_printed_order:
        board.horus_tiles = list(data.horus.printed_order)
    else:
        board.horus_tiles = list(game.catalog.horus_tiles)
        rng.shuffle(board.horus_tiles)
    # 6: gold on the board
    for spot in data.temple.statue_spots:
        board.spot_gold[spot.id] = spot.gold
    for spot in data.osiris.statue_spots:
        board.spot_gold[spot.id] = spot.gold
    for row in data.osiris.rows:
        if row.first_builder_gold:
            board.spot_gold[f"osiris_row_{row.row}"] = row.first_builder_gold
    # 7: dice
    removed = dict(data.dice_removed.get(players, {}))
    for colour, count in data.dice_colours.items():
        for _ in range(count):
            state.dice.append(Die(colour))
            target = board.box if removed.get(colour, 0) > 0 else board.bag
            if target is board.box:
                removed[colour] -= 1
            target.append(len(state.dice) - 1)
    # 8: initial dice
    for section in range(len(data.gods)):
        wheel.draw_dice(game, section, data.dice_per_section_at_setup)
    # 10: decks and market
    out = set(data.setup.removed_cards.get(players, ())) | {d.id for d in game.catalog.decrees.values() if d.removed}
    out |= {t.id for t in game.catalog.technologies.values() if t.min_players > players}
    board.decks["blessing"] = [c for c in game.catalog.blessings if c not in out]
    board.decks["technology"] = [c for c in game.catalog.technologies if c not in out]
    board.decks["decree"] = [c for c in game.catalog.decrees if c not in out]
    for deck in board.decks.values():
        rng.shuffle(deck)
    for number in data.setup.initial_market_sections:
        board.market_open[number - 1] = True
        ops.fill_section(game, number - 1)
    game.emit("setup", players=players, wheel_offset=board.wheel_offset, horus_tiles=list(board.horus_tiles),
              ra_display=list(board.ra_display), solo=state.config.solo)
    if state.config.solo:
        automa.setup(game)
    # 11: decrees, dealt 2 each; keep 1 (Botankhamun gets none)
    keeps = []
    for seat, p in enumerate(state.players):
        if not p.is_automa:
            offer = [ops.draw_card(game, "decree") for _ in range(data.setup.decrees_dealt)]
            keeps.append(task("keep_decree", seat, offer=[c for c in offer if c]))
    offer = list(game.catalog.starting)
    rng.shuffle(offer)
    if state.config.solo:
        # 12 (solo): 3 starting cards revealed, the player keeps 2 (or gets 2 at random)
        solo = data.solo
        state.setup.starting_offer = sorted(offer[: solo.starting_cards_revealed])
        game.emit("starting_cards_revealed", cards=list(state.setup.starting_offer), first_player=0)
        if state.config.solo_random_starting_cards:
            picks = list(state.setup.starting_offer)
            rng.shuffle(picks)
            for card in picks[: solo.starting_cards_kept]:
                _give_starting(game, 0, card)
            draft = []
        else:
            draft = [task("draft_starting", 0) for _ in range(solo.starting_cards_kept)]
        game.push(*keeps, *draft, task("initial_turn_order"))
        return
    # 12: starting cards draft in snake order from a random first player
    state.setup.starting_offer = sorted(offer[: data.setup.starting_cards_revealed[players]])
    first = rng.randint(0, players - 1)
    state.setup.first_player = first
    clockwise = [(first + i) % players for i in range(players)]
    rounds = [clockwise if r % 2 == 0 else clockwise[::-1] for r in range(data.setup.starting_cards_per_player)]
    draft = [task("draft_starting", seat) for order in rounds for seat in order]
    game.emit("starting_cards_revealed", cards=list(state.setup.starting_offer), first_player=first)
    game.push(*keeps, *draft, task("initial_turn_order"))


def _keep_options(game: "Game", t: Task) -> list[Action]:
    return [Action.make("keep_decree", card=c) for c in t["offer"]]


@decision("keep_decree", _keep_options, N_("Keep one of your two decrees; the other goes under the deck"),
          auto_single=True)
def _keep_decree(game: "Game", t: Task, action: Action) -> None:
    kept = action["card"]
    ops.give_card(game, t["player"], kept, "setup")
    for other in t["offer"]:
        if other != kept:
            game.state.board.decks["decree"].insert(0, other)
    game.emit("decree_kept", player=t["player"])


def _draft_options(game: "Game", t: Task) -> list[Action]:
    return [Action.make("draft", card=c) for c in game.state.setup.starting_offer]


@decision("draft_starting", _draft_options, N_("Take a starting card"))
def _draft(game: "Game", t: Task, action: Action) -> None:
    _give_starting(game, t["player"], action["card"])


def _give_starting(game: "Game", seat: int, card: str) -> None:
    game.state.setup.starting_offer.remove(card)
    game.state.players[seat].starting.append(card)
    game.emit("starting_card_drafted", player=seat, card=card)


@step("initial_turn_order")
def _initial_turn_order(game: "Game", _: Task) -> None:
    starting = game.catalog.starting
    game.state.setup.destiny_offer = list(game.catalog.destiny)
    if game.state.config.solo:
        # Botankhamun plays first and takes the gold or scribe destiny at random, without reward
        me = automa.seat(game)
        human = 1 - me
        game.state.turn_order = [me, human]
        game.emit("turn_order", order=[me, human], reason="Botankhamun starts")
        automa.choose_destiny(game, me)
        game.push(task("choose_destiny", human), task("setup_rewards", human), task("start_game"))
        return

    def key(seat: int) -> tuple[int, int]:
        cards = [starting[c].initiative for c in game.state.players[seat].starting]
        return (-sum(cards), -max(cards))

    order = sorted(range(len(game.state.players)), key=key)
    game.state.turn_order = order
    game.emit("turn_order", order=list(order), reason="initiative")
    game.push(*[task("choose_destiny", seat) for seat in order],
              *[task("setup_rewards", seat) for seat in order],
              task("start_game"))


def _destiny_options(game: "Game", t: Task) -> list[Action]:
    return [Action.make("destiny", card=c) for c in game.state.setup.destiny_offer]


@decision("choose_destiny", _destiny_options, N_("Choose a destiny card"), auto_single=True)
def _choose_destiny(game: "Game", t: Task, action: Action) -> None:
    card = action["card"]
    game.state.setup.destiny_offer.remove(card)
    game.state.players[t["player"]].destiny = card
    game.emit("destiny_chosen", player=t["player"], card=card, ankh=game.catalog.destiny[card].ankh)
    if t.get("reward_now"):
        game.push(task("card_reward", t["player"], card=card))


@step("setup_rewards")
def _setup_rewards(game: "Game", t: Task) -> None:
    p = game.state.players[t["player"]]
    game.push(task("resolve_setup_card", t["player"], cards=[*p.starting, p.destiny]))


def _resolve_options(game: "Game", t: Task) -> list[Action]:
    return [Action.make("resolve", card=c) for c in t["cards"]]


def unasked_reward(game: "Game") -> Action | None:
    """The answer to "which starting reward next?" that the player is not asked for, because
    the order of the rewards left cannot change the outcome (docs/rules-decisions.md #18): the
    first of them in the order they are held (the starting cards as drafted, then the destiny
    card). None when the question is not pending, or when the order matters and is asked.

    The decision itself stays in the rules with every order legal, so that the saves of games
    in which the order was always asked replay as they were played."""
    t = game.state.stack[-1] if game.decision is not None else None
    if t is None or t["kind"] != "resolve_setup_card" or reward_order_matters(game, t["player"], t["cards"]):
        return None
    return Action.make("resolve", card=t["cards"][0])


def reward_order_matters(game: "Game", seat: int, cards: list[str]) -> bool:
    """Whether the order in which ``seat`` takes the rewards of ``cards`` can change the
    outcome. Two interactions can (every other reward only adds to the player's own supply,
    and additions commute, caps included):

    * a card drawn from a deck (S05, S06) and population gains that can open a market section
      which is filled from the same deck: the section takes cards the draw would see;
    * a technology draw (S05) and an Osiris action (S01–S03) while a technology that pays for
      Osiris actions (T01) is still in the deck: kept first, it pays for that action.

    Only public information is used (which cards are in a deck, not in what order), so asking
    tells nobody anything."""
    catalog, board, state = game.catalog, game.board, game.state.board
    rewards = {card: _reward_of(game, card) for card in cards}
    population = game.state.players[seat].population
    for card, (kind, params) in rewards.items():
        if kind != "draw_keep":
            continue
        others = [rewards[other] for other in cards if other != card]
        reachable = population + sum(_most_population(kind_, params_) for kind_, params_ in others)
        for index, section in enumerate(board.market):
            threshold = section.opens_at_population
            if (threshold is not None and not state.market_open[index] and reachable >= threshold
                    and params["deck"] in section.slots):
                return True
        if params["deck"] == "technology" and any(kind_ == "osiris" for kind_, _ in others):
            if any(catalog.technologies[c].window == "osiris" for c in state.decks["technology"]):
                return True
    return False


def _reward_of(game: "Game", card_id: str) -> tuple[str, dict]:
    """A starting or destiny card's reward: its kind and parameters."""
    card = game.catalog.card(card_id)
    effect = card.effect if hasattr(card, "effect") else card.reward
    return effect.kind, effect.params


def _most_population(kind: str, params: dict) -> int:
    """The most population a reward can give (a choice counts with its best option)."""
    if kind == "gain":
        return params["gain"].get("population", 0)
    if kind == "choose_one":
        return max(option.get("population", 0) for option in params["options"])
    return 0


@decision("resolve_setup_card", _resolve_options, N_("Choose which of your starting rewards to take next"),
          auto_single=True)
def _resolve_setup_card(game: "Game", t: Task, action: Action) -> None:
    card = action["card"]
    rest = [c for c in t["cards"] if c != card]
    game.push(task("card_reward", t["player"], card=card),
              *([task("resolve_setup_card", t["player"], cards=rest)] if rest else []))


@step("start_game")
def _start_game(game: "Game", _: Task) -> None:
    game.state.setup.starting_offer = []
    game.state.setup.destiny_offer = []
    game.emit("game_started", order=list(game.state.turn_order))
    game.push(task("start_round"))
