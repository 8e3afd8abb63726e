"""What every course widget shares: a static rendering of its state beside the live view.

A widget's output in a notebook carries two things: the live view (which needs a running
kernel) and ``text/html``, a picture of the widget's current state drawn by
:mod:`honeymoon.render`. JupyterLab shows the picture where it cannot show the live widget (a
lesson opened before it is run, an untrusted notebook), and the built book can show it when no
kernel runs. So a learner never meets a raw ``HcpCounter(children=(VBox(…`` text.

>>> import ipywidgets as w
>>> class Hello(CourseWidget, w.VBox):
...     def static_html(self) -> str:
...         return "<p class='hello'>Hello</p>"
>>> bundle = Hello()._repr_mimebundle_()
>>> bundle["text/html"], bundle["text/plain"]
("<p class='hello'>Hello</p>", 'Hello: run the notebook to use this widget')
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from contextlib import contextmanager
from html import escape
from typing import Any, NoReturn

import ipywidgets as w
import traitlets

from honeymoon import Card, ConfigError, render
from honeymoon.errors import shown

__all__ = [
    "Bool",
    "CardToggles",
    "CourseWidget",
    "Dict",
    "Enum",
    "Instance",
    "Int",
    "List",
    "TraitValueError",
    "Unicode",
    "mark_pick",
    "mark_verdict",
    "message_html",
    "valid_picks",
]

#: What a picked card's button adds to its name: a dot, for a check mark would read as "right"
#: before anything is checked; after *Check*, a right pick gets the check mark, a wrong one the cross.
PICKED_MARK = " •"
RIGHT_MARK = " ✓"
WRONG_MARK = " ✗"


#: The container's own options a course widget passes on (``layout=w.Layout(width="30em")`` …),
#: and the kinds of value each takes.
BOX_OPTIONS: dict[str, tuple[type, ...]] = {
    "box_style": (str,), "layout": (w.Layout,), "tabbable": (bool, type(None)), "tooltip": (str, type(None))}


class TraitValueError(ConfigError, traitlets.TraitError):
    """A value a course widget refuses for one of its traits (``counter.count = "french"``), or
    for an option of its box: the library's :class:`~honeymoon.errors.ConfigError` with the
    reason, and traitlets' ``TraitError`` too, so that traitlets takes back a batch of changes
    (``hold_trait_notifications``) as it does for its own refusals.

    >>> class Pick(traitlets.HasTraits):
    ...     count = Enum(("standard", "honeymoon"), "standard")
    ...     picked = List(traitlets.Unicode())
    >>> for name, value in (("count", "french"), ("picked", ["AS", None])):
    ...     try:
    ...         setattr(Pick(), name, value)
    ...     except ConfigError as error:
    ...         print(error, isinstance(error, traitlets.TraitError))
    count is any of ['standard', 'honeymoon'], not 'french' True
    picked holds a unicode string in each place, not None True
    """


class _Refusing:
    """Mixed into a trait type, before it: a value of the wrong kind raises TraitValueError, in
    words that never write out a huge value (traitlets' own message would try, and fail)."""

    name: str | None

    def error(self, obj: Any, value: Any, error: Exception | None = None,
              info: str | None = None) -> NoReturn:
        if error is not None:  # an element's trait refused it, with (the element, what it takes, …)
            raise TraitValueError(f"{self.name} holds {error.args[1]} in each place, "
                                  f"not {shown(error.args[0])}")
        raise TraitValueError(f"{self.name} is {info or self.info()}, not {shown(value)}")  # type: ignore[attr-defined]


# The course widgets' trait types: traitlets' own, refusing a value with TraitValueError. (A
# trait inside a List stays traitlets' own: the List words the refusal.)
class Bool(_Refusing, traitlets.Bool):  # type: ignore[type-arg]
    pass


class Dict(_Refusing, traitlets.Dict):
    pass


class Enum(_Refusing, traitlets.Enum):  # type: ignore[type-arg]
    pass


class Instance(_Refusing, traitlets.Instance):  # type: ignore[type-arg]
    pass


class Int(_Refusing, traitlets.Int):  # type: ignore[type-arg]
    pass


class List(_Refusing, traitlets.List):  # type: ignore[type-arg]
    pass


class Unicode(_Refusing, traitlets.Unicode):  # type: ignore[type-arg]
    pass


class CourseWidget:
    """Mix into an ipywidgets container, before it: ``class Ladder(CourseWidget, w.VBox)``.

    Of the options given to the container, only its own display options (``BOX_OPTIONS``)
    are taken; another, or a value of the wrong type, raises :class:`TraitValueError`.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        traits = w.Box.class_traits()
        for key, value in kwargs.items():
            if key not in BOX_OPTIONS:
                raise TraitValueError(f"{type(self).__name__} has no option {shown(key)}; its box takes "
                                      f"{', '.join(BOX_OPTIONS)}")
            if not isinstance(value, BOX_OPTIONS[key]):
                raise TraitValueError(f"{key} is {traits[key].info()}, not {shown(value)}")
        try:
            super().__init__(*args, **kwargs)
        except traitlets.TraitError as refused:
            raise TraitValueError(str(refused)) from None

    def static_html(self) -> str:
        """The widget's current state as HTML, with no script (see the module's notes)."""
        raise NotImplementedError

    def __repr__(self) -> str:
        # ipywidgets' own repr lists every trait of every widget inside, and each display asks
        # for it: the name says enough.
        return f"<{type(self).__name__}>"

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle: dict[str, Any] = super()._repr_mimebundle_(**kwargs) or {}  # type: ignore[misc]
        bundle["text/html"] = self.static_html()
        bundle["text/plain"] = f"{type(self).__name__}: run the notebook to use this widget"
        return bundle


def message_html(text: str, kind: str = "info") -> str:
    """A line of feedback: ``kind`` is ``"right"``, ``"wrong"``, ``"refused"`` or ``"info"``.

    The class names the kind (tests and style sheets use it); the colours read on light and
    dark backgrounds alike.

    >>> message_html("1♣ is too low", "refused")
    '<p class="hm-message hm-refused" role="status" style="color:#c62828">1♣ is too low</p>'
    """
    colors = {"right": "#2e7d32", "wrong": "#c62828", "refused": "#c62828", "info": "inherit"}
    if kind not in colors:
        raise ValueError(f"kind is one of {', '.join(colors)}, not {kind!r}")
    return (f'<p class="hm-message hm-{kind}" role="status" style="color:{colors[kind]}">'
            f"{escape(text)}</p>")


def valid_picks(codes: Iterable[str], hand: Iterable[Card]) -> list[str]:
    """The value of a ``picked`` trait: ``codes`` if each names a different card of ``hand``,
    else :class:`TraitValueError` with the reason.

    >>> valid_picks(["AS", "KS"], [Card.parse("AS"), Card.parse("KS"), Card.parse("2H")])
    ['AS', 'KS']
    >>> try:
    ...     valid_picks(["AS", "AS"], [Card.parse("AS")])
    ... except ConfigError as error:
    ...     print(error)
    picked names each card of the hand once: 'AS' is there twice
    """
    picks = list(codes)
    held = {card.code for card in hand}
    for index, code in enumerate(picks):
        if code not in held:
            raise TraitValueError(f"picked holds the codes of cards of the hand, like 'AS', "
                                  f"not {shown(code)}")
        if code in picks[:index]:
            raise TraitValueError(f"picked names each card of the hand once: {shown(code)} is there twice")
    return picks


def mark_pick(button: w.ToggleButton | w.Button, card: Card, picked: bool) -> None:
    """Label a card's button with rank and suit (``♠A``), red suits in red; a picked card is
    unmistakable: blue, in bold, with a dot (``♠A •``). Blue says "picked", not "right":
    only :func:`mark_verdict` colours a pick green or red."""
    button.description = str(card) + (PICKED_MARK if picked else "")
    button.button_style = "info" if picked else ""
    button.style.font_weight = "bold" if picked else ""
    button.style.text_color = "white" if picked else (render.TEXT_RED if card.suit.is_red else None)


def mark_verdict(button: w.ToggleButton | w.Button, card: Card, right: bool) -> None:
    """After *Check*, a picked card's verdict: green with ``✓`` if it was right to pick it, red
    with ``✗`` if not, so a wrong pick never keeps a colour that reads as right."""
    button.description = str(card) + (RIGHT_MARK if right else WRONG_MARK)
    button.button_style = "success" if right else "danger"
    button.style.font_weight = "bold"
    button.style.text_color = "white"


class CardToggles:
    """A toggle button for each card the learner may pick, kept from one hand to the next
    (a new hand relabels the buttons instead of building new ones); with ``faces``, each button
    has the shape of a card.

    ``on_toggle(code, on)`` is called when the learner presses or releases a card's button;
    :meth:`mark` shows the widget's picks on the buttons without calling it back.

    >>> picks: list[str] = []
    >>> toggles = CardToggles(lambda code, on: picks.append(code) if on else picks.remove(code))
    >>> buttons = toggles.show([Card.parse("AS"), Card.parse("KH")])
    >>> buttons[1].value = True
    >>> picks, buttons[1].description
    (['KH'], '♥K')
    >>> toggles.mark(picks); buttons[1].description
    '♥K •'
    """

    def __init__(self, on_toggle: Callable[[str, bool], None], *, faces: bool = False) -> None:
        #: The card behind each button in use, in order.
        self.cards: list[Card] = []
        #: Every button made so far; the first ``len(cards)`` are in use.
        self.buttons: list[w.ToggleButton] = []
        self._on_toggle = on_toggle
        self._syncing = False
        self._faces = faces

    def show(self, cards: Sequence[Card]) -> list[w.ToggleButton]:
        """Put ``cards`` on the buttons, none picked; returns the buttons in use."""
        with self._quiet():
            self.cards = list(cards)
            while len(self.buttons) < len(self.cards):
                self.buttons.append(self._new_button(len(self.buttons)))
            for button in self.buttons:
                button.value = False
            for card, button in zip(self.cards, self.buttons, strict=False):
                mark_pick(button, card, False)
        return self.buttons[:len(self.cards)]

    def mark(self, picked: Collection[str]) -> None:
        """Show the cards whose codes are in ``picked`` as picked, the others as not."""
        with self._quiet():
            for card, button in zip(self.cards, self.buttons, strict=False):
                on = card.code in picked
                mark_pick(button, card, on)
                if button.value != on:
                    button.value = on

    def judge(self, right: Collection[str]) -> None:
        """After *Check*: each picked card green if its code is in ``right``, red if not; the
        cards not picked stay as they are."""
        for card, button in zip(self.cards, self.buttons, strict=False):
            if button.value:
                mark_verdict(button, card, card.code in right)

    def by_code(self) -> dict[str, w.ToggleButton]:
        """The buttons in use, by card code."""
        return {card.code: button for card, button in zip(self.cards, self.buttons, strict=False)}

    @contextmanager
    def _quiet(self) -> Iterator[None]:
        """Change buttons without reporting the changes as the learner's clicks."""
        self._syncing = True
        try:
            yield
        finally:
            self._syncing = False

    def _new_button(self, index: int) -> w.ToggleButton:
        layout = (w.Layout(width="58px", height="68px", padding="0", border="1px solid #777",
                           margin="2px") if self._faces else w.Layout(width="auto", min_width="52px"))
        button = w.ToggleButton(layout=layout)
        button.add_class("hm-card-toggle")
        if self._faces:
            button.add_class("hm-card-pick")
            button.style.font_size = "16px"
        button.observe(lambda change: self._toggled(index, bool(change["new"])), "value")
        return button

    def _toggled(self, index: int, on: bool) -> None:
        if not self._syncing and index < len(self.cards):
            self._on_toggle(self.cards[index].code, on)
