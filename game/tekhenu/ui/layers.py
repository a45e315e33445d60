"""What a board widget's cached picture was painted from, to repaint it only when that changed.

The board scene keeps one picture of the whole board and repaints a widget's part of it only
when the widget would now paint something else. What a widget paints follows from what it
reads: the entries of the view (recorded while it paints, by :class:`ViewReads`), the choice
it offers, the theme and the seats, and the widget's own state. A :class:`Layer` keeps what
the last painting read and tells whether the current view still gives the same.

Views are built anew for every update and never changed afterwards, so the values read can be
kept as they are and compared with ``==``.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

#: Stands for an entry the view did not have.
_MISSING = object()
#: Last steps of a path that record only a property of the container there (read entry by entry
#: through a recording copy): that it is one, its length, whether it is empty.
KIND = "\0kind"
LENGTH = "\0length"
EMPTY = "\0empty"
#: The first item of a last step ``(IS, value)``: records only whether the entry equals ``value``.
IS = "\0is"

Path = tuple[Any, ...]


def _recording(value: Any, path: Path, reads: dict[Path, Any]) -> Any:
    """``value`` as handed out to a painting widget: a dictionary or list as a recording copy."""
    if type(value) is dict:   # noqa: E721 - exactly the view's own containers
        reads[(*path, KIND)] = dict
        return ViewReads(value, path, reads)
    if type(value) is list:   # noqa: E721
        reads[(*path, KIND)] = list
        return ListReads(value, path, reads)
    reads[path] = value
    return value


class ViewReads(dict):
    """A view (or one of its dictionaries) that records every entry read from it.

    Reading an entry records its value under its path, e.g. ``("turn", "value")``; an entry that
    is itself a dictionary or a list is handed out as a recording copy, so that reading
    ``view["board"]["wheel_offset"]`` does not make the picture depend on the whole board.
    Looking at a dictionary as a whole (its keys, comparing, printing it) records it whole.
    """

    def __init__(self, data: dict[str, Any], path: Path = (), reads: dict[Path, Any] | None = None) -> None:
        super().__init__(data)
        self.path = path
        #: path -> the value read there (shared by the view and all its recording copies)
        self.reads: dict[Path, Any] = {} if reads is None else reads
        self._handed: dict[str, Any] = {}

    def _read(self, key: str) -> Any:
        if key in self._handed:
            return self._handed[key]
        value = dict.get(self, key, _MISSING)
        path = (*self.path, key)
        if value is _MISSING:
            self.reads[path] = _MISSING
            return value
        out = self._handed[key] = _recording(value, path, self.reads)
        return out

    def _whole(self) -> None:
        self.reads[self.path] = value_at_plain(self)

    def __getitem__(self, key: str) -> Any:
        value = self._read(key)
        if value is _MISSING:
            raise KeyError(key)
        return value

    def get(self, key: str, default: Any = None) -> Any:
        value = self._read(key)
        return default if value is _MISSING else value

    def __contains__(self, key: object) -> bool:
        return self._read(key) is not _MISSING   # type: ignore[arg-type]

    def __bool__(self) -> bool:
        self.reads[(*self.path, EMPTY)] = dict.__len__(self) == 0
        return dict.__len__(self) > 0

    def __iter__(self) -> Iterator[str]:
        self._whole()
        return dict.__iter__(self)

    def __len__(self) -> int:
        self._whole()
        return dict.__len__(self)

    def keys(self):  # type: ignore[override]
        self._whole()
        return dict.keys(self)

    def values(self):  # type: ignore[override]
        self._whole()
        return dict.values(self)

    def items(self):  # type: ignore[override]
        self._whole()
        return dict.items(self)

    def __eq__(self, other: object) -> bool:
        self._whole()
        return dict.__eq__(self, other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        self._whole()
        return dict.__repr__(self)


class ListReads(list):
    """A list of a view that records its length when walked and each item read by position
    (items that are dictionaries or lists are handed out as recording copies). Anything else
    (slicing, searching, comparing, printing) records it whole."""

    def __init__(self, data: list[Any], path: Path, reads: dict[Path, Any]) -> None:
        super().__init__(data)
        self.path = path
        self.reads = reads
        self._handed: dict[int, Any] = {}

    def _item(self, index: int) -> Any:
        if index < 0:
            index += list.__len__(self)
        if index not in self._handed:
            self._handed[index] = _recording(list.__getitem__(self, index), (*self.path, index), self.reads)
        return self._handed[index]

    def _whole(self) -> None:
        self.reads[self.path] = value_at_plain(self)

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, int) and -list.__len__(self) <= index < list.__len__(self):
            return self._item(index)
        self._whole()
        return list.__getitem__(self, index)

    def __len__(self) -> int:
        self.reads[(*self.path, LENGTH)] = list.__len__(self)
        return list.__len__(self)

    def __bool__(self) -> bool:
        return len(self) > 0

    def __iter__(self) -> Iterator[Any]:
        return (self._item(index) for index in range(len(self)))

    def __reversed__(self) -> Iterator[Any]:
        return (self._item(index) for index in reversed(range(len(self))))

    def __contains__(self, item: object) -> bool:
        self._whole()
        return list.__contains__(self, item)

    def __eq__(self, other: object) -> bool:
        self._whole()
        return list.__eq__(self, other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        self._whole()
        return list.__repr__(self)

    def index(self, *args: Any) -> int:  # type: ignore[override]
        self._whole()
        return list.index(self, *args)

    def count(self, item: Any) -> int:
        self._whole()
        return list.count(self, item)

    def copy(self) -> list[Any]:
        self._whole()
        return list.copy(self)

    def __add__(self, other: Any) -> list[Any]:  # type: ignore[override]
        self._whole()
        return list.__add__(self, other)


def entry_is(container: dict[str, Any], key: str, value: Any) -> bool:
    """Whether ``container[key] == value``. Read from a recording copy, only the answer is
    recorded: a picture that shows whether the decision is a "ra_place" is not painted again
    when one other decision follows another."""
    found = dict.get(container, key, _MISSING)
    answer = found is not _MISSING and found == value
    if isinstance(container, ViewReads):
        container.reads[(*container.path, key, (IS, value))] = answer
    return answer


def value_at_plain(container: dict | list) -> Any:
    """A recording copy's own contents, as the view has them (without recording anything)."""
    return dict(dict.items(container)) if isinstance(container, dict) else list(list.__iter__(container))


def value_at(view: Any, path: Path) -> Any:
    """What a read of ``path`` would find in ``view`` (the whole view for an empty path)."""
    if not path:
        return view
    return _last_step(_container_at(view, path[:-1]), path[-1])


def _container_at(view: Any, steps: Path) -> Any:
    """What the plain ``steps`` (no special last step) lead to in ``view``."""
    value: Any = view
    for key in steps:
        if type(value) is dict:   # noqa: E721
            value = value.get(key, _MISSING)
        elif type(value) is list and type(key) is int and 0 <= key < len(value):   # noqa: E721
            value = value[key]
        else:
            return _MISSING
    return value


def _last_step(value: Any, key: Any) -> Any:
    """What the last step ``key`` of a path (maybe a special one) finds in the container ``value``."""
    if type(key) is tuple and key[0] == IS:   # noqa: E721
        return value is not _MISSING and value == key[1]
    if key == KIND:
        return type(value)
    if key == LENGTH:
        return len(value) if type(value) is list else _MISSING   # noqa: E721
    if key == EMPTY:
        return len(value) == 0 if type(value) is dict else _MISSING   # noqa: E721
    if type(value) is dict:   # noqa: E721
        return value.get(key, _MISSING)
    if type(value) is list and type(key) is int and 0 <= key < len(value):   # noqa: E721
        return value[key]
    return _MISSING


class Layer:
    """One widget's part of the board picture: what it was last painted from."""

    def __init__(self) -> None:
        self.key: Any = None
        self.reads: dict[tuple[str, ...], Any] | None = None
        #: ``reads`` by the container read from: its path, then each last step and the value read
        #: (the board checks a few hundred reads a move, most of them side by side in a container)
        self._by_container: list[tuple[Path, list[tuple[Any, Any]]]] = []

    def forget(self) -> None:
        """Paint it anew next time (the widget's own state changed, e.g. an animation ended)."""
        self.reads = None

    def is_current(self, key: Any, view: dict[str, Any]) -> bool:
        """Whether the picture painted for ``self.key`` still shows ``key`` and ``view``."""
        if self.reads is None or key != self.key:
            return False
        if () in self.reads and self.reads[()] != view:   # the whole view was read
            return False
        for steps, lasts in self._by_container:
            container = _container_at(view, steps)
            for last, old in lasts:
                new = _last_step(container, last)
                if new is not old and new != old:
                    return False
        return True

    def painted(self, key: Any, reads: dict[tuple[str, ...], Any]) -> None:
        """The picture has just been painted for ``key``, reading ``reads`` of the view."""
        self.key = key
        self.reads = reads
        by_container: dict[Path, list[tuple[Any, Any]]] = {}
        for path, value in reads.items():
            if path:
                by_container.setdefault(path[:-1], []).append((path[-1], value))
        self._by_container = list(by_container.items())
