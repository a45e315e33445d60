"""The end of the game and the scoring (RULES §8, §10, §11.2).

At the end the cards under the Scribes join their Dynasties and the Afterlife cards are turned
up; Heliopolis puts out its bread and draws its Afterlife card; each holder of a season card
(Peret, Akhet, Shemu) chooses the caste it doubles. Then every player scores, by category:

- ``castes``: the Caste VP of every card in the Dynasty;
- ``bread``: the Bread VP of every card carrying a token;
- ``majorities``: the Majority VP of each caste of which the player alone has the most cards;
- ``afterlife``: what the Afterlife card adds (a season card's second Majority VP, the sets, the
  Soldiers' Caste VP once more, Khufu's and Nephthys's bonus, Osiris's deben beyond 1 per 3);
- ``deben``: 1 VP per 3 deben;
- ``merchants`` (Memphis and Thebes only): Heliopolis's 1 VP per Merchant.

During play ``scores()`` is what the table sees: the Dynasties, bread, majorities and deben as
they stand, without the hidden Scribe cards and Afterlife cards. The winner has the most VP, then
the most deben; a tie on both is a shared win.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.tasks import Task, task
from game.dynasties.rules import heliopolis
from game.dynasties.rules.catalog import CASTES
from game.dynasties.rules.state import NO_CARD
from game.dynasties.rules.tasks import TASKS

if TYPE_CHECKING:
    from game.dynasties.rules.game import Game

MERCHANTS = "merchants"
NOBODY = -1


def majority_holders(game: Game) -> dict[str, int]:
    """Each caste's holder of the majority: the seat with strictly more of its cards than every
    other, or ``NOBODY`` (RULES §10.4: on a tie for most, nobody scores it)."""
    holders = {}
    for caste in CASTES:
        counts = [player.dynasty[caste] for player in game.state.players]
        most = max(counts)
        holders[caste] = counts.index(most) if most and counts.count(most) == 1 else NOBODY
    return holders


def sole_majorities(game: Game, seat: int) -> list[str]:
    return [caste for caste, holder in majority_holders(game).items() if holder == seat]


def bread_tokens(game: Game, seat: int) -> int:
    return sum(game.state.players[seat].bread.values())


def caste_types(game: Game, seat: int) -> int:
    return sum(1 for count in game.state.players[seat].dynasty.values() if count)


def _beats_everyone(game: Game, seat: int, measure: Any) -> bool:
    """Strictly more than each other player (D9: a tie scores nothing)."""
    mine = measure(game, seat)
    return all(mine > measure(game, other) for other in range(len(game.state.players)) if other != seat)


def afterlife_points(game: Game, seat: int) -> int:
    """What ``seat``'s Afterlife card adds to the other categories (RULES §8)."""
    player, catalog = game.state.players[seat], game.catalog
    if player.afterlife == NO_CARD:
        return 0
    effect = catalog.afterlife[player.afterlife].effect
    params = effect.params
    if effect.kind == "double_majority":
        chosen = player.season
        return catalog.castes[chosen].majority_vp if chosen and majority_holders(game)[chosen] == seat else 0
    if effect.kind == "caste_sets":
        return params["vp"] * min(player.dynasty[caste] for caste in params["castes"])
    if effect.kind == "guarded_double":
        guarded = player.dynasty[params["caste"]] >= player.dynasty[params["guarded"]]   # D8: 0 Farmers pass
        return player.dynasty[params["caste"]] * catalog.castes[params["caste"]].caste_vp if guarded else 0
    if effect.kind == "deben_rate":
        return player.deben // params["deben_per_vp"] - player.deben // catalog.deben_per_vp
    if effect.kind == "most_bread":
        return params["vp"] if _beats_everyone(game, seat, bread_tokens) else 0
    if effect.kind == "most_castes":
        return params["vp"] if _beats_everyone(game, seat, caste_types) else 0
    raise ValueError(f"unknown Afterlife effect {effect.kind!r}")


def tally(game: Game, seat: int, holders: dict[str, int]) -> dict[str, int]:
    """``seat``'s points by category, in the order of the final scoring, from the cards as they
    lie (the Afterlife card only once it is turned up); ``holders``: :func:`majority_holders`."""
    player, catalog = game.state.players[seat], game.catalog
    found = {
        "castes": sum(count * catalog.castes[caste].caste_vp for caste, count in player.dynasty.items()),
        "bread": sum(count * catalog.castes[caste].bread_vp for caste, count in player.bread.items()),
        "majorities": sum(catalog.castes[caste].majority_vp for caste, holder in holders.items() if holder == seat),
        "afterlife": afterlife_points(game, seat) if game.state.revealed else 0,
        "deben": player.deben // catalog.deben_per_vp,
    }
    if game.heliopolis >= 0:
        merchants = player.dynasty["merchant"] * catalog.memphis.heliopolis_merchant_vp
        found[MERCHANTS] = merchants if seat == game.heliopolis else 0
    return found


def winners(game: Game) -> list[int]:
    """The seats sharing the win: the most VP, then the most deben (RULES §10; Heliopolis, with
    no deben, loses a tie to anyone holding some: D10)."""
    totals = [(sum(entry.values()), player.deben) for entry, player in zip(breakdowns(game), game.state.players)]
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]


def breakdowns(game: Game) -> list[dict[str, int]]:
    if game.state.over:
        return [dict(player.points) for player in game.state.players]
    holders = majority_holders(game)
    return [tally(game, seat, holders) for seat in range(len(game.state.players))]


# ------------------------------------------------------------------------------ the end of the game
@TASKS.step("game_end")
def _game_end(game: Game, _: Task) -> None:
    state = game.state
    state.revealed = True
    game.emit("final_scoring_started")
    turned_up = False
    for seat, player in enumerate(state.players):
        if player.scribed:
            for caste in player.scribed:
                player.dynasty[caste] += 1
            game.emit("scribes_revealed", player=seat, cards=list(player.scribed))
            player.scribed, turned_up = [], True
        if player.afterlife != NO_CARD:
            game.emit("afterlife_revealed", player=seat, card=player.afterlife)
            turned_up = True
    if turned_up:
        game.reveal()
    if game.heliopolis >= 0:
        _heliopolis_end(game)
    seasons = []
    for seat, player in enumerate(state.players):
        if player.afterlife == NO_CARD or game.catalog.afterlife[player.afterlife].effect.kind != "double_majority":
            continue
        eligible = sole_majorities(game, seat)
        if not eligible:
            game.emit("season_unused", player=seat, card=player.afterlife)
        elif seat == game.heliopolis:   # the caste that scores it most (RULES §13.7)
            player.season = max(eligible, key=lambda caste: game.catalog.castes[caste].majority_vp)
            game.emit("season_chosen", player=seat, card=player.afterlife, caste=player.season)
        else:
            seasons.append(task("season", seat))
    game.push(*seasons, task("final_scoring"))


def _heliopolis_end(game: Game) -> None:
    state, seat = game.state, game.heliopolis
    player = state.players[seat]
    placed = heliopolis.place_bread(game)
    if placed:
        game.emit("heliopolis_bread", player=seat, castes=placed)
    if player.dynasty["priest"] and state.afterlife_deck:   # 1 card, face up
        player.afterlife = state.afterlife_deck.pop()
        game.reveal()
        game.emit("afterlife_revealed", player=seat, card=player.afterlife)


def _season_options(game: Game, t: Task) -> list[Action]:
    """The castes in which the holder alone has the most cards: only there does doubling count."""
    return [Action.make("season", caste=caste) for caste in sole_majorities(game, t["player"])]


@TASKS.decision("season", _season_options, "Choose the caste whose Majority VP your season card doubles",
                auto_single=True)
def _season(game: Game, t: Task, action: Action) -> None:
    player = game.state.players[t["player"]]
    player.season = action["caste"]
    game.emit("season_chosen", player=t["player"], card=player.afterlife, caste=player.season)


@TASKS.step("final_scoring")
def _final_scoring(game: Game, _: Task) -> None:
    state = game.state
    state.over = True
    holders = majority_holders(game)
    for seat, player in enumerate(state.players):
        player.points = tally(game, seat, holders)
    for seat, player in enumerate(state.players):
        game.emit("final_score", player=seat, total=sum(player.points.values()), breakdown=dict(player.points),
                  deben=player.deben)
    game.emit("game_over", winners=winners(game))
