"""Issue #13, items 3, 4 and part of 8: nothing is spent silently, and the client says why not.

* A payment that uses up a card is its own named option, asked even when it is the only way to
  pay; a payment using a technology's substitution names the card.
* Every card played or taking effect has a log line naming the player and the card, a change a
  card makes is credited to it, and the pass-the-device recap includes the others' cards.
* A die whose god action is impossible is marked on the wheel and says why; the option lists
  (prompts) offer only what is there; market cards and Ra's tiles out of reach say why.

The situations are set up by editing the state (as in tests/helpers.py), the UI is driven by
posted mouse events, and every expected text is written out by hand.
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
from helpers import act, clear_wheel, put_die, refresh, set_resources, zero_resources

from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.module import MODULE
from game.tekhenu.narrator import TekhenuNarrator
from game.tekhenu.rules import Action, Game, GameConfig
from game.tekhenu.rules.catalog import RESOURCES
from game.tekhenu.ui.context import seen_by
from game.tekhenu.ui.describe import describe
from game.tekhenu.ui.scenes.board import BoardScene
from game.tekhenu.ui.widgets.wheel import WheelWidget
from game.ui import theme as th
from game.ui.app import App
from game.ui.scenes.pass_device import PassDeviceScene

SEATS = [Seat("Ana", "blue"), Seat("Bo", "orange")]
PRINTED_HORUS = ["H1", "H2", "H3", "H4", "H5", "H6"]   # Horus tile n honours: horus, ra, hathor, bastet, thoth, osiris


# ----------------------------------------------------------------------------- set-up
def _session() -> Session:
    """A 2-player session at the first take_die, set-up played with the first option each time."""
    session = Session.new(GameConfig(players=2, seed=0), SEATS, autosave=False)
    while session.game.decision.kind != "take_die":
        session.apply(session.game.legal_actions()[0])
    return session


def _prepare(game: Game, blessings=(), technologies=(), **resources) -> int:
    """The deciding seat holds exactly these cards and resources; the wheel is empty (but for
    a spare gray die in Osiris), the wheel unturned and the Horus tiles in printed order."""
    state = game.state
    seat = game.decision.player
    for p in state.players:
        state.board.discards["blessing"] += p.blessings
        state.board.discards["technology"] += p.technologies
        p.blessings, p.technologies = [], []
    for card in (*blessings, *technologies):
        for pile in (*state.board.decks.values(), *state.board.discards.values()):
            if card in pile:
                pile.remove(card)
        for section in state.board.market:
            for slot, held in enumerate(section):
                if held == card:
                    section[slot] = None
    state.board.wheel_offset = 0
    state.board.horus_tiles = list(PRINTED_HORUS)
    clear_wheel(game)
    zero_resources(game, seat)
    p = state.players[seat]
    p.production = {r: 2 for r in RESOURCES}
    p.happiness, p.population = 2, 5
    p.blessings, p.technologies = list(blessings), list(technologies)
    put_die(game, "osiris", "gray", 1)
    set_resources(game, seat, **resources)
    return seat


def _take(game: Game, die: int) -> None:
    act(game, "take_die", die=die, anubis=False)
    if game.decision.kind == "adjust_die":
        act(game, "set_value", value=game.state.turn.value, scribes=0)


@pytest.fixture
def app():
    application = App((1366, 768))
    yield application
    application.close()


def _board(app: App, session: Session) -> BoardScene:
    board = BoardScene(session, Settings(confirm_end_turn=True), on_game_over=lambda b: None,
                       on_menu=lambda b: None)
    app.stack.push(board)
    top = app.stack.top
    if isinstance(top, PassDeviceScene):
        _click(app, top.button.rect.center)
    return board


def _click(app: App, pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step()


def _hover(app: App, board: BoardScene, pos: tuple[int, int]) -> str:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step()
    return board._tooltip_at(pos)


def _panel_buttons_of(board: BoardScene) -> list:
    return [t for t in board._targets if board.panel.rect.colliderect(t.rect)]


def _panel_buttons(board: BoardScene) -> dict[str, list[Action]]:
    return {t.tooltip: t.actions for t in _panel_buttons_of(board)}


# ================================================== 3. nothing is spent silently: payments
def test_a_card_that_is_the_only_way_to_pay_is_offered_by_name_and_spent_only_on_a_click(app):
    """The issue's case: building with 3 of the 4 bread the spot costs, holding B16."""
    session = _session()
    game = session.game
    seat = _prepare(game, blessings=["B16"], bread=3)
    die = put_die(game, "hathor", "gray", 2)
    _take(game, die)
    act(game, "god_action", god="hathor")
    session.apply(Action.make("build", spot="RS2"))          # left of row 3: 4 bread
    assert game.decision.kind == "pay_with_card"
    assert game.state.players[seat].blessings == ["B16"]      # not spent yet
    assert game.decision.prompt == ("You cannot pay 4 bread for the building spot left of row 3 yourself: "
                                    "a card pays it")
    board = _board(app, session)
    buttons = _panel_buttons(board)
    label = "Use up Generosity of Renenutet (B16): pay no bread"
    assert buttons == {label: [Action.make("play_blessing", card="B16")]}
    _click(app, next(t.rect.center for t in board._targets if t.tooltip == label))
    assert game.state.players[seat].blessings == []
    assert game.state.board.temple_buildings == {"RS2": seat}
    assert game.state.players[seat].resources["bread"] == 3 + 2   # nothing paid; row 3 has two bread spaces


def test_paying_and_using_up_a_card_are_two_named_options():
    game = _session().game
    seat = _prepare(game, blessings=["B16"], bread=3)
    die = put_die(game, "hathor", "gray", 2)
    _take(game, die)
    act(game, "god_action", god="hathor")
    act(game, "build", spot="CS1")                            # below column 2: 3 bread
    assert game.decision.kind == "pay"
    view = seen_by(game, seat)
    labels = {describe(a, game.catalog, view) for a in game.legal_actions()}
    assert labels == {"Pay 3 bread", "Use up Generosity of Renenutet (B16): pay no bread"}


def test_a_payment_using_a_technology_names_it_beside_the_one_that_does_not():
    game = _session().game
    seat = _prepare(game, technologies=["T10"], gold=3, scribes=2)
    die = put_die(game, "hathor", "gray", 2)
    act(game, "take_die", die=die, anubis=True)               # Anubis: 2 scribes
    assert game.decision.kind == "pay"
    view = seen_by(game, seat)
    labels = {describe(a, game.catalog, view) for a in game.legal_actions()}
    assert labels == {"Pay 2 scribes", "Pay 1 gold + 1 scribe, using Royal Accountancy (T10)",
                      "Pay 2 gold, using Royal Accountancy (T10)"}
    assert game.decision.prompt == "Choose how to pay 2 scribes for Anubis"


def test_bread_upkeep_paid_with_scribes_says_so_and_logs_the_card():
    game = _session().game
    seat = _prepare(game, technologies=["T10"], scribes=1)
    game.state.stack.append({"kind": "bread_upkeep", "player": seat, "owed": 1})
    refresh(game)
    view = seen_by(game, seat)
    labels = {describe(a, game.catalog, view) for a in game.legal_actions()}
    assert labels == {"Pay no bread (lose the VP)", "Pay 1 scribe, using Royal Accountancy (T10)"}
    events = act(game, "pay_bread", bread=0, gold=0, scribe=1)
    lines = TekhenuNarrator(["Ana", "Bo"]).lines(events)
    assert f"{['Ana', 'Bo'][seat]} uses Royal Accountancy." in lines


def test_older_saves_confirm_the_card_payment_they_made_without_asking():
    game = _session().game
    _prepare(game, blessings=["B16"], bread=3)
    _take(game, put_die(game, "hathor", "gray", 2))
    act(game, "god_action", god="hathor")
    act(game, "build", spot="RS2")
    card = Action.make("play_blessing", card="B16")
    assert MODULE.unrecorded_action(game, 1) == card and MODULE.unrecorded_action(game, 2) == card
    assert MODULE.unrecorded_action(game, 3) is None


# ================================================== 3. every card used has a log line
def test_cards_played_or_triggered_have_lines_naming_player_and_card_and_get_the_credit():
    game = _session().game
    seat = _prepare(game, blessings=["B16"], technologies=["T14"], bread=3)
    name = ["Ana", "Bo"][seat]
    events = []
    _take(game, put_die(game, "hathor", "gray", 2))
    events += act(game, "god_action", god="hathor")
    events += act(game, "god_value", value=3)                 # T14: 2 used as a 3
    events += act(game, "build", spot="CS1")
    events += act(game, "play_blessing", card="B16")
    lines = TekhenuNarrator(["Ana", "Bo"]).lines(events)
    assert f"{name} uses Astronomical Tables: the die is used as a 3." in lines
    assert f"{name} turns the die from 2 to 3 (Astronomical Tables)." in lines   # was "(technology)"
    assert f"{name} plays Generosity of Renenutet and pays no bread for the action of Hathor." in lines


def test_the_pass_the_device_recap_includes_the_card_another_player_played(app):
    session = _session()
    game = session.game
    seat = _prepare(game, blessings=["B07"])
    die = put_die(game, "hathor", "gray", 2)
    for action in (Action.make("play_blessing", card="B07", gain="population"),
                   Action.make("take_die", die=die, anubis=False), Action.make("no_action"),
                   Action.make("end_turn")):
        session.apply(action)
    assert game.decision.player == 1 - seat
    board = BoardScene(session, Settings(confirm_end_turn=True), on_game_over=lambda b: None,
                       on_menu=lambda b: None)
    app.stack.push(board)
    assert isinstance(app.stack.top, PassDeviceScene)
    assert f"{['Ana', 'Bo'][seat]} plays Blessing of Bes to gain population." in app.stack.top.recap


# ================================================== 4. say why not: the wheel
def _no_spot_left(game: Game, seat: int) -> None:
    for spot in game.catalog.board.temple.building_spots:
        game.state.board.temple_buildings[spot.id] = 1 - seat
    refresh(game)


def test_a_die_whose_god_action_is_impossible_is_marked_and_its_hover_says_why(app):
    session = _session()
    game = session.game
    seat = _prepare(game, bread=4, papyrus=2)
    _no_spot_left(game, seat)
    blocked = put_die(game, "hathor", "yellow", 3)
    free = put_die(game, "bastet", "gray", 3)                 # a festival: 2 papyrus, held
    board = _board(app, session)
    wheel = board.widgets["wheel"]
    assert isinstance(wheel, WheelWidget)
    target = {t.actions[0]["die"]: t for t in board._targets
              if t.actions[0].kind == "take_die" and wheel.rect.contains(t.rect)}
    panel = {t.actions[0]["die"]: t.tooltip for t in _panel_buttons_of(board)}
    assert panel[blocked] == "Yellow 3 (Hathor), production only" and panel[free] == "Gray 3 (Bastet)"
    text = _hover(app, board, target[blocked].rect.center)
    assert text.startswith("Take the yellow 3 from Hathor (")
    assert "no Hathor action, no building spot left: production only (papyrus)" in text
    assert "no Bastet action" not in _hover(app, board, target[free].rect.center)
    # the mark: a carnelian badge on the blocked die's corner, none on the other
    surface = pygame.Surface(app.size)
    wheel.draw(surface, board.ctx)

    def badge(die: int) -> bool:
        body = target[die].rect
        corner = pygame.Rect(body.right - body.w // 3, body.y - body.h // 6, body.w // 2, body.h // 2)
        return any(surface.get_at((x, y))[:3] == th.CARNELIAN
                   for x in range(corner.x, corner.right) for y in range(corner.y, corner.bottom))
    assert badge(blocked) and not badge(free)


def test_the_reason_considers_every_value_the_scribes_can_reach():
    game = _session().game
    seat = _prepare(game, granite=1)
    game.state.board.god_statues["ra"] = [1 - seat]           # 2 players: one usable spot per god
    for spot in game.catalog.board.temple.statue_spots:
        game.state.board.people_statues[spot.id] = 1 - seat
    for spot in game.catalog.board.osiris.statue_spots:
        game.state.board.people_statues[spot.id] = 1 - seat
    die = put_die(game, "horus", "white", 2)                  # a 2: Horus tile 2 honours Ra, taken
    refresh(game)
    obstacles = game.explain(seat)["details"]["die_obstacles"]
    assert obstacles == {str(die): "with a 2, no statue spot left for Ra or for the people"}
    set_resources(game, seat, scribes=1)                      # a scribe turns it to 1 (Horus): possible
    assert game.explain(seat)["details"]["die_obstacles"] == {}


# ================================================== 4. option lists offer only what is there
def test_the_choice_of_action_names_only_what_is_offered_and_why_the_god_is_not():
    game = _session().game
    seat = _prepare(game, bread=4)
    _no_spot_left(game, seat)
    _take(game, put_die(game, "hathor", "black", 3))
    assert game.legal_actions() == [Action.make("produce", resource="granite")]
    assert game.decision.prompt == "Use your black 3 to produce granite (no action of Hathor: no building spot left)"


def test_the_choice_of_action_still_offers_both_when_both_are_there():
    game = _session().game
    _prepare(game, bread=4)
    _take(game, put_die(game, "hathor", "black", 3))
    assert game.decision.prompt == "Use your black 3 for the action of Hathor or to produce granite"


# ================================================== 8. labels never offer what is gone
def test_no_statue_for_ra_is_offered_once_ras_statue_is_taken():
    game = _session().game
    seat = _prepare(game, granite=1)
    game.state.board.god_statues["ra"] = [1 - seat]
    _take(game, put_die(game, "horus", "white", 2))
    act(game, "god_action", god="horus")
    assert game.decision.kind == "horus_target"
    assert all(a.get("god") is None for a in game.legal_actions())
    assert game.decision.prompt == "Build a statue: for the people"


def test_a_statue_for_ra_is_offered_while_its_spot_is_free():
    game = _session().game
    _prepare(game, granite=1)
    _take(game, put_die(game, "horus", "white", 2))
    act(game, "god_action", god="horus")
    assert game.decision.prompt == "Build a statue: for Ra or for the people"


# ================================================== 4. market cards and Ra's tiles out of reach
def test_market_cards_out_of_reach_say_why_on_hover(app):
    session = _session()
    game = session.game
    seat = _prepare(game)                                     # happiness 2: section I only
    game.state.players[seat].happiness = 3
    refresh(game)
    board = _board(app, session)
    market = board.widgets["market"]
    second = _hover(app, board, market.slot_rects[1][0].center)
    assert second.endswith("You cannot take it with Thoth now: section II needs a happiness of 5 (yours is 3).")
    first = _hover(app, board, market.slot_rects[0][0].center)
    assert "You cannot take it" not in first


def test_ras_tiles_out_of_reach_say_why_on_hover(app):
    session = _session()
    game = session.game
    _prepare(game)                                            # no limestone, no granite
    board = _board(app, session)
    ra = board.widgets["ra"]
    display = game.state.board.ra_display
    text = _hover(app, board, ra._cards[0].center)
    cost = game.catalog.pillars[display[0]].cost
    spent = ", ".join(f"{n} {r}" for r, n in cost.items() if n)
    values = sorted(game.catalog.board.temple.ra_display[0].values)
    assert text.endswith(f"You could not raise it now: not enough to pay for {game.catalog.name(display[0])}, "
                         f"the tile for a {values[0]} ({spent}).")


def test_a_skipped_pillar_ability_says_why():
    line = TekhenuNarrator(["Ana", "Bo"]).line(
        {"type": "ability_skipped", "player": 0, "tile": "P01", "reason": "with a 3, row 3 of Osiris has no free spot"})
    from game.tekhenu.rules.catalog import load_catalog
    assert line == (f"The ability of {load_catalog().name('P01')} does nothing for Ana: "
                    "with a 3, row 3 of Osiris has no free spot.")
