"""Your progress: every answer you checked, kept in a small file of your own.

Each time you check an answer in a lesson's exercise or in practice, the widget writes down
the lesson, the question, how many tries and hints it took, and whether you got it right (or
asked for the answer). The file is plain JSON, one record per question, in your Jupyter data
folder (``jupyter --data-dir``, then ``honeymoon/progress.json``); the environment variable
``HONEYMOON_PROGRESS`` names another file. It stays when the kernel restarts or JupyterLab
closes; :meth:`ProgressFile.export` copies it into one file for a teacher, and
:meth:`ProgressFile.erase` deletes it.

A file that cannot be read (cut short, edited by hand, from another program) is never
an error: it is set aside under a new name, a fresh file begins, and :attr:`ProgressFile.message`
says so in words.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> progress = ProgressFile(folder / "progress.json")
>>> progress.record(Attempt(lesson=4, question="exercise 1", tries=2, hints=1, right=True))
>>> progress.record(Attempt(lesson=4, question="exercise 2", tries=1, hints=0, right=False,
...                         shown=True))
>>> [(a.question, a.tries, a.right) for a in ProgressFile(folder / "progress.json").attempts()]
[('exercise 1', 2, True), ('exercise 2', 1, False)]
>>> print(progress.lesson(4))
Lesson 4: 2 questions answered, 0 right at the first try, 1 right after more tries or hints,
1 answer shown.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field, fields
from datetime import UTC, datetime
from pathlib import Path

from honeymoon.errors import ConfigError, shown
from honeymoon_course.words import _plural

__all__ = [
    "ENVIRONMENT",
    "Attempt",
    "LessonProgress",
    "ProgressFile",
    "default_path",
]

#: The environment variable that names another progress file.
ENVIRONMENT = "HONEYMOON_PROGRESS"
#: What the file says it is, so a file of another program is never taken for one.
FORMAT = "honeymoon-progress"
VERSION = 1


def default_path() -> Path:
    """Where your progress is kept: ``$HONEYMOON_PROGRESS``, else ``honeymoon/progress.json``
    in the Jupyter data folder."""
    named = os.environ.get(ENVIRONMENT, "").strip()
    if named:
        return Path(named).expanduser()
    try:
        from jupyter_core.paths import jupyter_data_dir  # comes with JupyterLab
    except ImportError:  # a kernel without it (JupyterLite's): Jupyter's usual folder on Linux
        return Path.home() / ".local" / "share" / "jupyter" / "honeymoon" / "progress.json"
    return Path(jupyter_data_dir()) / "honeymoon" / "progress.json"


def _now() -> str:
    return datetime.now(UTC).replace(microsecond=0).isoformat()


@dataclass(frozen=True)
class Attempt:
    """One question as far as you took it: its ``lesson``, which ``question`` with the idea it
    checks after a colon (``"exercise 3: which card wins a trick"``, ``"practice 12: high-card
    points"``), the ``tries`` you checked, the ``hints`` you asked for,
    whether you got it ``right`` in the end, whether the answer was ``shown`` to you, and
    ``when`` (UTC, ISO 8601)."""

    lesson: int
    question: str
    tries: int
    hints: int
    right: bool
    shown: bool = False
    when: str = field(default_factory=_now)

    def __post_init__(self) -> None:
        for name in ("lesson", "tries", "hints"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ConfigError(f"{name} is a whole number, 0 or more, not {shown(value)}")
        if not isinstance(self.question, str) or not self.question.strip():
            raise ConfigError(f"question names the question, like 'exercise 1', not {shown(self.question)}")
        for name in ("right", "shown"):
            if not isinstance(getattr(self, name), bool):
                raise ConfigError(f"{name} is True or False, not {shown(getattr(self, name))}")
        if not isinstance(self.when, str):
            raise ConfigError(f"when is a date and time as text, not {shown(self.when)}")

    @property
    def first_try(self) -> bool:
        """Right at the first try, with no hint and no answer shown."""
        return self.right and self.tries == 1 and not self.hints and not self.shown


@dataclass(frozen=True)
class LessonProgress:
    """Where you stand in one lesson: its attempts, and what they add up to."""

    lesson: int
    attempts: tuple[Attempt, ...]

    @property
    def answered(self) -> int:
        return len(self.attempts)

    @property
    def first_try(self) -> int:
        return sum(attempt.first_try for attempt in self.attempts)

    @property
    def later(self) -> int:
        """Right, but after a wrong try or a hint."""
        return sum(attempt.right and not attempt.first_try for attempt in self.attempts)

    @property
    def shown(self) -> int:
        return sum(attempt.shown and not attempt.right for attempt in self.attempts)

    @property
    def open(self) -> int:
        """Tried, not right yet, answer not shown."""
        return sum(not attempt.right and not attempt.shown for attempt in self.attempts)

    @property
    def state(self) -> str:
        """``"not started"``, ``"going well"`` (most right at the first try) or ``"practise"``."""
        if not self.attempts:
            return "not started"
        return "going well" if self.first_try * 4 >= self.answered * 3 else "practise"

    @property
    def missed(self) -> list[str]:
        """The topics of question you missed most, most first: each question is kept with its
        topic after a colon ("exercise 3: which card wins a trick", "practice 1042.3: …");
        a question kept without one (by an older version) names no topic."""
        topics = Counter(attempt.question.split(": ", 1)[1] for attempt in self.attempts
                         if not attempt.first_try and ": " in attempt.question)
        return [topic for topic, _ in topics.most_common()]

    def __str__(self) -> str:
        parts = [f"{_plural(self.answered, 'question')} answered", f"{self.first_try} right at the first try"]
        if self.later:
            parts.append(f"{self.later} right after more tries or hints")
        if self.shown:
            parts.append(f"{_plural(self.shown, 'answer')} shown")
        if self.open:
            parts.append(f"{self.open} not right yet")
        return f"Lesson {self.lesson}: " + ", ".join(parts) + "."


class ProgressFile:
    """Your progress file (see the module's notes); ``path`` ``None``: :func:`default_path`.

    Reading never fails: a file that cannot be read counts as empty, :attr:`reason` says why and
    :attr:`message` what was done with it. Your own file is then set aside, so that a new one
    begins; a copy you only read (a teacher's, ``set_aside=False``) is left where it is."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *, set_aside: bool = True) -> None:
        if path is not None and not isinstance(path, str | os.PathLike):
            raise ConfigError(f"path is a file's path, or None for your own file, not {shown(path)}")
        #: The file.
        self.path = Path(path) if path is not None else default_path()
        #: Whether a file that cannot be read is moved aside.
        self.set_aside = set_aside
        #: Why the file could not be read, in words ("" when all went well).
        self.reason = ""
        #: What was done with a file that could not be read, in words ("" when all went well).
        self.message = ""

    def attempts(self) -> list[Attempt]:
        """Every question recorded, oldest first."""
        return self._read()

    def record(self, attempt: Attempt) -> None:
        """Keep ``attempt``, in place of an earlier record of the same lesson and question."""
        if not isinstance(attempt, Attempt):
            raise ConfigError(f"record() takes an Attempt, not {shown(attempt)}")
        kept = [a for a in self._read() if (a.lesson, a.question) != (attempt.lesson, attempt.question)]
        self._write([*kept, attempt])

    def lesson(self, number: int) -> LessonProgress:
        """Where you stand in lesson ``number``."""
        return LessonProgress(number, tuple(a for a in self._read() if a.lesson == number))

    def lessons(self, numbers: Iterable[int]) -> list[LessonProgress]:
        """Where you stand in each of these lessons, in their order (one reading of the file)."""
        attempts = self._read()
        return [LessonProgress(n, tuple(a for a in attempts if a.lesson == n)) for n in numbers]

    def export(self, target: str | os.PathLike[str]) -> Path:
        """Copy your progress into ``target`` (a file, or a folder to put ``progress.json`` in),
        for a teacher; returns the file written."""
        if not isinstance(target, str | os.PathLike):
            raise ConfigError(f"export() takes a file or folder path, not {shown(target)}")
        out = Path(target)
        if out.is_dir():
            out = out / "progress.json"
        self._write(self._read(), out)
        return out

    def erase(self) -> None:
        """Delete your progress file (nothing happens if there is none)."""
        self.path.unlink(missing_ok=True)
        self.reason = self.message = ""

    # -- the file ------------------------------------------------------------------------------

    def _read(self) -> list[Attempt]:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return []
        except (OSError, UnicodeDecodeError) as error:
            return self._set_aside(f"it could not be read ({error.__class__.__name__})")
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            return self._set_aside(f"it is not whole JSON ({error.msg.lower()}, line {error.lineno})")
        try:
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ValueError("it is not a progress file of this course")
            if data.get("version") != VERSION:
                raise ValueError(f"it is of version {data.get('version')!r}, not {VERSION}")
            records = data["attempts"]
            if not isinstance(records, list):
                raise ValueError("its attempts are not a list")
            names = {f.name for f in fields(Attempt)}
            return [Attempt(**{k: v for k, v in record.items() if k in names}) for record in records]
        except (ValueError, KeyError, TypeError, AttributeError, ConfigError) as error:
            return self._set_aside(str(error) if isinstance(error, ValueError | ConfigError)
                                   else "it is not in the right form")

    def _set_aside(self, reason: str) -> list[Attempt]:
        self.reason = reason
        if not self.set_aside:
            self.message = f"The progress file {self.path} could not be used: {reason}. It was left as it is."
            return []
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        aside = self.path.with_name(f"{self.path.name}.unreadable-{stamp}")
        for number in range(2, 100):
            if not aside.exists():
                break
            aside = self.path.with_name(f"{self.path.name}.unreadable-{stamp}-{number}")
        try:
            self.path.replace(aside)
            where = f"it was set aside as {aside}"
        except OSError:
            where = "it could not be moved either, so new answers will not be kept"
        self.message = (f"Your progress file {self.path} could not be used: {reason}. "
                        f"{where[:1].upper()}{where[1:]}; a new progress file begins.")
        return []

    def _write(self, attempts: Sequence[Attempt], path: Path | None = None) -> None:
        target = path or self.path
        target.parent.mkdir(parents=True, exist_ok=True)
        data = {"format": FORMAT, "version": VERSION, "attempts": [asdict(a) for a in attempts]}
        # Written beside, then moved over: a file cut short by a crash is never left behind.
        handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=".progress-", suffix=".json")
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=1, ensure_ascii=False)
            out.write("\n")
        os.replace(temporary, target)
