"""The guided game's script and the coach's words, read from ``data/tutorial/``.

``script.yaml`` holds the set-up and the steps (the same in every language); ``<language>.yaml``
holds the coach's words for each step. Both are someone else's files as much as ours: they are
read with the safe loader, every field is checked, and a problem is a
:class:`~game.core.data.DataError` naming the file, the step and the field. Nothing read here
ever becomes a path or code: a move is compared with the rules' legal actions as plain data, and
the placeholders of a text are filled by name from a fixed list (never with ``str.format``).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from game.core import data as d
from game.core.actions import Action
from game.core.resources import shipped
from game.seats import COMPUTER_LEVELS

#: What a step asks of the player (script.yaml's header says what each means).
KINDS = ("say", "do", "free", "over", "branch", "ahead")
#: The screens a step may wait for, over the board.
SCREENS = ("maat", "scoring", "game_over")
#: What a step may leave bright: the board's areas, and the two player boards apart.
AREAS = ("wheel", "horus", "market", "temple", "ra", "osiris", "tracks", "players", "you", "bot",
         "panel", "log", "cards")
#: Where a note may sit: docks on the board, and over a screen.
BOARD_DOCKS = ("players", "temple", "wheel", "osiris", "market", "log")
SCREEN_DOCKS = ("bottom", "right", "top")
#: What a step may expect of the game once it is done (the tests check it): the player's
#: ("you.") and Botankhamun's ("bot.") counters, and who plays first.
RESOURCES = ("papyrus", "bread", "limestone", "granite", "gold")
COUNTERS = ("vp", "faith", "scribes", "happiness", "population", "greed", *RESOURCES,
            *(f"production.{r}" for r in RESOURCES[:4]))
EXPECTATIONS = (*(f"you.{c}" for c in COUNTERS), "bot.vp", "bot.scribes", "first")
#: The placeholders a text may use, filled in when the note shows.
PLACEHOLDERS = ("vp", "bot_vp", "round", "step", "steps")
#: The labels every language file gives (buttons, dialogs, the main menu's suggestion).
LABELS = ("coach", "progress", "next", "got_it", "finish", "ahead", "free", "refuse", "waiting", "locked", "free_title",
          "free_text", "free_yes", "free_no", "resume_title", "resume_text", "resume_yes", "resume_no",
          "suggest_title", "suggest_text", "suggest_solo", "suggest_hotseat")
_STEP_ID = re.compile(r"[a-z][a-z0-9_]{0,39}")
_PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


def folder() -> Path:
    """Where the tutorial's files are (``data/tutorial`` of this copy of the program)."""
    return shipped("data") / "tutorial"


# --------------------------------------------------------------------------- the script

@dataclass(frozen=True)
class Step:
    """One note of the coach and what the player does while it shows."""

    id: str
    kind: str
    moves: tuple[Mapping[str, Any], ...] = ()
    spotlight: tuple[str, ...] = ()
    coach: str | None = None
    screen: str | None = None           # over: the screen it is shown over
    until_move: Mapping[str, Any] | None = None   # free: ends after such a move
    until_screen: str | None = None     # free: ends when this screen opens
    expect: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Script:
    seed: int
    difficulty: str
    player: str
    ahead_round: int
    ahead_level: str
    ahead_iterations: int
    steps: tuple[Step, ...]

    def index(self, step_id: str) -> int | None:
        """The position of the step named ``step_id`` (None: no such step)."""
        return next((i for i, step in enumerate(self.steps) if step.id == step_id), None)


def matches(action: Action, pattern: Mapping[str, Any]) -> bool:
    """Whether ``action`` is the move ``pattern`` describes: every field of the pattern equal
    in value and in type (a ``true`` is not the die value 1), lists as lists."""
    fields = action.to_dict()
    return all(name in fields and type(fields[name]) is type(value) and fields[name] == value
               for name, value in pattern.items())


def _scalar(value: Any, loc: d.Loc) -> Any:
    """A move's field: a string, an integer, true/false, or a list of integers."""
    if isinstance(value, (str, bool)) or d.is_int(value):
        return value
    if isinstance(value, list) and all(d.is_int(v) for v in value):
        return list(value)
    raise loc.error(f"expected a text, a number, true/false or a list of numbers, got {d.show(value)}")


def _move(raw: Any, loc: d.Loc) -> Mapping[str, Any]:
    if not isinstance(raw, dict) or not raw:
        raise loc.error(f"expected a move such as {{kind: take_die, die: 3}}, got {d.show(raw)}")
    kind = raw.get("kind")
    d.require(isinstance(kind, str) and bool(kind), loc.at("kind"), "missing: every move names its kind")
    return MappingProxyType({str(k): _scalar(v, loc.at(k)) for k, v in raw.items()})


def _expect(raw: Any, loc: d.Loc) -> Mapping[str, Any]:
    if not isinstance(raw, dict):
        raise loc.error(f"expected a mapping such as {{you.vp: 17}}, got {d.show(raw)}")
    found = {}
    for key, value in raw.items():
        d.key_of(EXPECTATIONS, "expectation")(key, loc.at(key))
        if key == "first":
            found[key] = d.one_of(("you", "bot"), "player")(value, loc.at(key))
        else:
            found[key] = d.integer()(value, loc.at(key))
    return MappingProxyType(found)


_STEP_FIELDS: dict[str, d.Reader[Any]] = {
    "id": d.text(),
    "kind": d.one_of(KINDS, "step kind"),
    "moves": d.seq(_move, min_len=1),
    "spotlight": d.seq(d.one_of(AREAS, "area"), unique=True),
    "coach": d.one_of(BOARD_DOCKS + SCREEN_DOCKS, "dock"),
    "screen": d.one_of(SCREENS, "screen"),
    "until_move": _move,
    "until_screen": d.one_of(SCREENS, "screen"),
    "expect": _expect,
}
#: The fields each kind of step needs, and those it may have besides id, kind, spotlight, coach, expect.
_NEEDS = {"say": (), "do": ("moves",), "free": (), "over": ("screen",), "branch": (), "ahead": ()}
_MAY = {"free": ("until_move", "until_screen")}


def _step(raw: Any, loc: d.Loc) -> Step:
    if not isinstance(raw, dict):
        raise loc.error(f"expected a step (a mapping with an id and a kind), got {d.show(raw)}")
    step_id = raw.get("id")
    if not isinstance(step_id, str) or not _STEP_ID.fullmatch(step_id):
        raise loc.at("id").error(f"expected a step id (lower-case letters, digits, _), got {d.show(step_id)}")
    where = d.Loc(loc.file, step_id)
    for key in raw:
        d.require(key in _STEP_FIELDS, where.at(key), f"unknown field; expected one of {d.listing(_STEP_FIELDS)}")
    kind = _STEP_FIELDS["kind"](raw.get("kind"), where.at("kind"))
    allowed = {"id", "kind", "spotlight", "coach", "expect", *_NEEDS[kind], *_MAY.get(kind, ())}
    for key in raw:
        d.require(key in allowed, where.at(key), f"a {kind} step has no {key}")
    for key in _NEEDS[kind]:
        d.require(key in raw, where.at(key), f"missing: a {kind} step needs it")
    if kind == "free":
        d.require(("until_move" in raw) != ("until_screen" in raw), where,
                  "a free step needs until_move or until_screen (one of them)")
    values = {key: _STEP_FIELDS[key](value, where.at(key)) for key, value in raw.items() if key != "id"}
    docks = SCREEN_DOCKS if kind == "over" else BOARD_DOCKS
    if "coach" in values:
        d.require(values["coach"] in docks, where.at("coach"),
                  f"the note of a {kind} step sits in one of {d.listing(docks)}")
    return Step(id=step_id, **values)


def read_script(raw: Any, file: str) -> Script:
    """The script from the parsed YAML of ``file`` (raises DataError saying what is wrong)."""
    top = d.Loc.board(file)
    sections = d.read_fields(raw, top, {"game": lambda v, loc: v, "ahead": lambda v, loc: v,
                                        "steps": lambda v, loc: v}, {}, "the script (game, ahead, steps)")
    setup = d.read_fields(sections["game"], top.at("game"), {
        "seed": d.integer(0, 2 ** 63), "difficulty": d.one_of(("easy", "medium", "hard"), "difficulty"),
        "player": d.text()}, {})
    ahead = d.read_fields(sections["ahead"], top.at("ahead"), {
        "round": d.integer(2, 16), "level": d.one_of(COMPUTER_LEVELS, "level"), "iterations": d.integer(1, 5000)}, {})
    steps = d.seq(_step, min_len=1)(sections["steps"], top.at("steps"))
    d.require_unique([step.id for step in steps], top.at("steps"))
    for number, step in enumerate(steps):
        where = d.Loc(file, step.id)
        if step.kind == "branch":
            follows = steps[number + 1].kind if number + 1 < len(steps) else None
            d.require(follows == "ahead", where.at("kind"), "a branch step is followed by an ahead step")
        if step.kind == "ahead":
            d.require(number > 0 and steps[number - 1].kind == "branch", where.at("kind"),
                      "an ahead step follows a branch step")
    return Script(seed=setup["seed"], difficulty=setup["difficulty"], player=setup["player"],
                  ahead_round=ahead["round"], ahead_level=ahead["level"], ahead_iterations=ahead["iterations"],
                  steps=steps)


@cache
def load_script(path: Path | None = None) -> Script:
    source = path or folder() / "script.yaml"
    return read_script(d.parse(d.read_text(source), source.name), source.name)


# --------------------------------------------------------------------------- the words

@dataclass(frozen=True)
class Words:
    """The coach's words in one language."""

    language: str
    labels: Mapping[str, str]
    titles: Mapping[str, str]
    texts: Mapping[str, str]
    refusals: Mapping[str, str]

    def label(self, name: str, **values: Any) -> str:
        return fill(self.labels[name], values)

    def title(self, step: Step, values: Mapping[str, Any]) -> str:
        return fill(self.titles[step.id], values)

    def text(self, step: Step, values: Mapping[str, Any]) -> str:
        return fill(self.texts[step.id], values)

    def refusal(self, step: Step) -> str:
        return self.refusals.get(step.id) or self.labels["refuse"]


def fill(text: str, values: Mapping[str, Any]) -> str:
    """``text`` with each ``{name}`` replaced by ``values[name]`` (names checked when read)."""
    return _PLACEHOLDER.sub(lambda m: str(values.get(m.group(1), m.group(0))), text)


def _words_text(raw: Any, loc: d.Loc) -> str:
    value = d.text()(raw, loc)
    for name in _PLACEHOLDER.findall(value):
        d.require(name in PLACEHOLDERS, loc, f"unknown placeholder {{{name}}}; a text may use "
                                             f"{d.listing('{' + p + '}' for p in PLACEHOLDERS)}")
    stray = _PLACEHOLDER.sub("", value)
    d.require("{" not in stray and "}" not in stray, loc, "a brace outside a {placeholder}")
    return " ".join(value.split())   # folded YAML may end with a newline; a note is one paragraph


def _sections(raw: Any, file: str) -> tuple[dict[str, Any], Mapping[str, str]]:
    """The sections of one language's words (language, labels, steps), and its labels checked."""
    top = d.Loc.board(file)
    sections = d.read_fields(raw, top, {"language": d.text(), "labels": lambda v, loc: v,
                                        "steps": lambda v, loc: v}, {}, "the words (language, labels, steps)")
    labels = d.table(d.key_of(LABELS, "label"), _words_text, keys=LABELS, what="mapping of labels")(
        sections["labels"], top.at("labels"))
    return sections, labels


def read_words(raw: Any, file: str, script: Script) -> Words:
    """One language's words from the parsed YAML of ``file``: a label for every button and a
    title and a text for every step of ``script`` (no more, no fewer)."""
    top = d.Loc.board(file)
    sections, labels = _sections(raw, file)
    raw_steps = sections["steps"]
    if not isinstance(raw_steps, dict):
        raise top.at("steps").error(f"expected a mapping of step ids to words, got {d.show(raw_steps)}")
    ids = [step.id for step in script.steps]
    for step_id in raw_steps:
        d.require(step_id in ids, d.Loc(file, str(step_id)), "no step of script.yaml has this id")
    titles, texts, refusals = {}, {}, {}
    for step_id in ids:
        where = d.Loc(file, step_id)
        d.require(step_id in raw_steps, where, "missing: every step of script.yaml needs a title and a text")
        entry = d.read_fields(raw_steps[step_id], where, {"title": _words_text, "text": _words_text,
                                                          "refuse": _words_text}, {"refuse": ""})
        titles[step_id], texts[step_id] = entry["title"], entry["text"]
        if entry["refuse"]:
            refusals[step_id] = entry["refuse"]
    return Words(sections["language"], labels, MappingProxyType(titles), MappingProxyType(texts),
                 MappingProxyType(refusals))


@cache
def load_labels(language: str) -> Mapping[str, str]:
    """The labels of ``language``'s words alone: the main menu's "Learn to play" button shows one
    at start-up, before anything needs the script (whose reading takes longer than the rest of
    the menu's first frame)."""
    source = folder() / f"{language}.yaml"
    return _sections(d.parse(d.read_text(source), source.name), source.name)[1]


@cache
def load_words(language: str, path: Path | None = None) -> Words:
    """The words of ``language`` (a code of ``game.i18n.LANGUAGES``)."""
    source = path or folder() / f"{language}.yaml"
    words = read_words(d.parse(d.read_text(source), source.name), source.name, load_script())
    d.require(words.language == language, d.Loc.board(source.name, "language"),
              f"expected {language!r}, the file's own language")
    return words
