"""No internal id in what the players read (issue #13, item 5).

Prompts, the decision panel's labels, the log, the exported log and the ``--text`` summary
name things as the rulebook does: "Decree of Purity", "the building spot left of row 3", "a
statue for the people above the quarries" — never D22, RS2, OS_QUARRIES or osiris_row_2. An id
may stand right after its card's name ("Decree of Purity (D22)"), never alone.

Whole random games are played through the public API (the rules game and the client's
session), and every text a player could read on the way is checked.
"""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from game.log import grouped_log
from game.seats import Seat
from game.session import Session
from game.settings import Settings
from game.tekhenu.narrator import TekhenuNarrator, reason_text
from game.tekhenu.rules import GameConfig
from game.tekhenu.rules.catalog import load_catalog
from game.tekhenu.ui.describe import describe, group_label
from game.tekhenu.ui.scenes.board import BoardScene
from game.text_summary import main as text_summary
from game.ui.app import App

CATALOG = load_catalog()
#: Every card and tile by id -> its name.
CARD_NAMES = {card_id: card.name for card_id, card in CATALOG.by_id.items()}  # type: ignore[attr-defined]
#: The ids of the spots on the board (building spots, statue spots for the people).
SPOT_IDS = {spot.id for spot in (*CATALOG.board.temple.building_spots, *CATALOG.board.temple.statue_spots,
                                 *CATALOG.board.osiris.statue_spots)}
_LONGEST_FIRST = sorted(set(CARD_NAMES) | SPOT_IDS, key=len, reverse=True)
#: Any id of the catalog or the board standing as a word of its own.
ID = re.compile(r"(?<![\w-])(?:" + "|".join(map(re.escape, _LONGEST_FIRST)) + r")(?![\w-])")
#: An identifier written the programmer's way: osiris_row_2, take_die, OS_QUARRIES.
IDENTIFIER = re.compile(r"\b[A-Za-z]+(?:_[A-Za-z0-9]+)+\b")


def bare_ids(text: str) -> list[str]:
    """The ids in ``text`` that do not stand right beside their card's name ("Decree of Purity
    (D22)", "Decree of Purity D22" and a card's heading "D22 · Decree of Purity" are fine; "D22",
    "D22 Decree of Purity", "RS2" are not), and every snake_case identifier."""
    found = []
    for match in ID.finditer(text):
        name = CARD_NAMES.get(match.group())
        before, after = text[:match.start()], text[match.end():]
        if name is not None and (before.endswith(f"{name} (") or before.endswith(f"{name} ")
                                 or after.startswith(f" · {name}")):
            continue
        found.append(match.group())
    return found + IDENTIFIER.findall(text)


def assert_readable(where: str, text: str) -> None:
    assert not bare_ids(text), f"{where}: {text!r} shows {bare_ids(text)}"


def test_the_check_tells_a_name_with_its_id_from_a_bare_id():
    assert bare_ids("Ana takes Decree of Purity (D22) (Thoth).") == []
    assert bare_ids("Ana takes Decree of Purity D22.") == []
    assert bare_ids("Ana takes D22.") == ["D22"]
    assert bare_ids("Ana takes D22 Decree of Purity.") == ["D22"]
    assert bare_ids("Decree D22 · Decree of Purity (Ana)") == []   # a card's heading in its hover text
    assert bare_ids("Decree D22 · Decree of Pillars") == ["D22"]
    assert bare_ids("Ana takes Decree of Pillars (D22).") == ["D22"]   # not the name of D22
    assert bare_ids("Ana pays 3 bread (building spot RS2).") == ["RS2"]
    assert bare_ids("Ana builds a statue for the people (OS_QUARRIES).") == ["OS_QUARRIES", "OS_QUARRIES"]
    assert bare_ids("gold on osiris_row_2") == ["osiris_row_2"]
    assert bare_ids("Ana scores 4 VP — Decree of Purity (now 40). Row 3, column 2; a 2-player game.") == []


SEATS = {2: [Seat("Ana", "blue"), Seat("Bo", "orange")],
         4: [Seat("Ana", "blue"), Seat("Bo", "orange"), Seat("Cy", "green"), Seat("Di", "pink")]}
SOLO_SEATS = [Seat("Ana", "blue"), Seat("Botankhamun", "orange", automa=True)]
GAMES = ([(GameConfig(players=n, seed=seed), SEATS[n]) for n in (2, 4) for seed in (1, 2)]
         + [(GameConfig(players=1, solo=True, difficulty=level, seed=seed), SOLO_SEATS)
            for level in ("easy", "medium", "hard") for seed in (1, 2)])


def _name(config: GameConfig) -> str:
    return f"solo-{config.difficulty}-seed{config.seed}" if config.solo else f"{config.players}p-seed{config.seed}"


@pytest.mark.parametrize(("config", "seats"), GAMES, ids=[_name(config) for config, _ in GAMES])
def test_a_whole_game_shows_no_internal_id(config: GameConfig, seats: list[Seat], tmp_path: Path):
    session = Session.new(config, seats, autosave=False)
    game = session.game
    chooser = random.Random(config.seed)
    while not game.is_over:
        decision = game.decision
        assert_readable(f"prompt of {decision.kind}", decision.prompt)
        view = game.view(decision.player)
        for action in game.legal_actions():
            assert_readable(f"label of {action}", describe(action, game.catalog, view))
            for name, value in action.args:   # the panel's buttons for many actions, and "So far: …"
                if isinstance(value, (int, str)) or value is None:
                    assert_readable(f"group label of {action}", group_label(name, value))
        session.apply(chooser.choice(game.legal_actions()))
        game = session.game

    narrators = {"a shared screen": TekhenuNarrator(session.names),
                 "Ana's own screen": TekhenuNarrator(session.names, reveal_private_for=0),
                 "the game over screen": session.narrator(None)}
    for who, narrator in narrators.items():
        for line in grouped_log(session.events, narrator):
            assert_readable(f"log line on {who}", line.text)
    exported = session.export_log(tmp_path / "log.txt").read_text(encoding="utf-8")
    assert "Game over." in exported
    for line in exported.splitlines():
        assert_readable("exported log", line)
    for entry in game.scores():
        for reason in entry["breakdown"]:
            assert_readable(f"VP reason {reason!r}", reason_text(reason, game.catalog))


@pytest.mark.parametrize(("config", "seats"), [GAMES[0], GAMES[-1]], ids=[_name(GAMES[0][0]), _name(GAMES[-1][0])])
def test_the_boards_hover_texts_show_no_internal_id(config: GameConfig, seats: list[Seat]):
    """What the board says on hover (every glowing place and every part of the board) and in
    its top bar, at every decision of a whole game: e.g. a space of the temple while a pillar
    tile is placed says "Place Pillar of Dusk on row 1…", not "pillar tile P20"."""
    app = App((1366, 768))
    try:
        session = Session.new(config, seats, autosave=False)
        board = BoardScene(session, Settings(animation_speed="off"), on_game_over=lambda b: None,
                           on_menu=lambda b: None)
        app.stack.push(board)
        chooser = random.Random(config.seed)
        kinds = set()
        while not session.game.is_over:
            while app.stack.top is not board:   # pass screens, Maat, scoring: the board is what is checked
                app.stack.pop()
            decision = session.game.decision
            board.confirmed_viewer = decision.player
            board.refresh()
            kinds.add(decision.kind)
            assert_readable("top bar", board.status_line(board.ctx))
            texts = [hint.text for hint in board._hints] + [target.tooltip for target in board._targets]   # noqa: SLF001
            for text in texts:
                assert_readable(f"hover text at {decision.kind}", text)
            board.play(chooser.choice(session.game.legal_actions()))
        assert {"take_die", "choose_action"} <= kinds
    finally:
        app.close()


def test_a_temple_space_names_the_pillar_tile_placed_there():
    app = App((1366, 768))
    try:
        session = Session.new(GameConfig(players=2, seed=11), SEATS[2], autosave=False)
        chooser = random.Random(11)
        while session.game.decision.kind != "ra_place":
            session.apply(chooser.choice(session.game.legal_actions()))
        pillar_tiles = [name for card_id, name in CARD_NAMES.items() if card_id.startswith("P")]
        board = BoardScene(session, Settings(animation_speed="off"), on_game_over=lambda b: None,
                           on_menu=lambda b: None)
        app.stack.push(board)
        while app.stack.top is not board:
            app.stack.pop()
        board.confirmed_viewer = session.game.decision.player
        board.refresh()
        spaces = [t.tooltip for t in board._targets if t.actions[0].kind == "place_pillar"]   # noqa: SLF001
        assert spaces
        for text in spaces:
            assert_readable("a temple space", text)
            assert any(name in text for name in pillar_tiles), text   # "Place Pillar of Dusk on row 1…"
    finally:
        app.close()


@pytest.mark.parametrize("args", [["--players", "4", "--seed", "5"], ["--solo", "hard", "--seed", "5"]])
def test_the_text_summary_shows_no_internal_id(args: list[str], capsys: pytest.CaptureFixture[str]):
    assert text_summary(args) == 0
    for line in capsys.readouterr().out.splitlines():
        assert_readable("--text summary", line)


# ---------------------------------------------------------------- the words chosen

def _card(name: str) -> str:
    return next(card_id for card_id, card_name in CARD_NAMES.items() if card_name == name)


def test_cards_are_named_by_their_names():
    narrator = TekhenuNarrator(["Ana", "Bo"], reveal_all=True)
    decree = _card("Decree of Purity")
    assert narrator.line({"type": "card_taken", "player": 0, "card": decree, "deck": "decree",
                          "reason": "Thoth", "private": True}) == "Ana takes Decree of Purity (Thoth)."
    assert narrator.line({"type": "vp", "player": 0, "amount": 4, "reason": f"decree {decree}",
                          "total": 40}) == "Ana scores 4 VP — Decree of Purity (now 40)."


def test_a_production_is_told_once_by_what_is_produced_and_kept():
    narrator = TekhenuNarrator(["Ana", "Bo"])
    gained = {"type": "gain", "player": 0, "item": "granite", "amount": 2, "reason": "production"}
    produced = {"type": "produced", "player": 0, "resource": "granite", "quantity": 3, "kept": 2, "greed": 1,
                "on_scales": True, "source": "die"}
    assert narrator.line(gained) is None
    assert narrator.line(produced) == "Ana produces 3 granite: keeps 2, 1 goes to the scales as greed."
    assert narrator.line({**gained, "reason": "Thoth"}) == "Ana gains 2 granite (Thoth)."


def test_places_on_the_board_are_named_as_the_rulebook_places_them():
    narrator = TekhenuNarrator(["Ana", "Bo"])
    built = {"type": "building_built", "player": 1, "area": "temple", "spot": "RS2"}
    assert narrator.line(built) == "Bo builds around the temple complex, left of row 3."
    statue = {"type": "statue_built", "player": 0, "god": None, "spot": "OS_QUARRIES"}
    assert narrator.line(statue) == "Ana builds a statue for the people above the quarries."
    statue = {"type": "statue_built", "player": 0, "god": None, "spot": "TS_COL"}
    assert narrator.line(statue) == "Ana builds a statue for the people beside the temple complex, above column 3."
    paid = {"type": "spend", "player": 0, "item": "bread", "amount": 2, "reason": "building spot CS0"}
    assert narrator.line(paid) == "Ana pays 2 bread (the building spot below column 1)."


def test_vp_reasons_read_as_words_for_the_scoring_screens():
    assert reason_text(f"decree {_card('Decree of Purity')}", CATALOG) == "Decree of Purity"
    assert reason_text(_card("Stone Sledges"), CATALOG) == "Stone Sledges"
    assert reason_text(f"pillar ability {_card('Pillar of Dusk')}", CATALOG) == "the ability of Pillar of Dusk"
    assert reason_text("Horus bonus (bastet)", CATALOG) == "Horus bonus (Bastet)"
    assert reason_text("scoring: statues", CATALOG) == "scoring: statues"
