"""Hostile tests of the ``honeymoon`` command, run as real processes.

Generated command lines (the commands, their options, values right and wrong, anything) and
generated prompt input fed to ``honeymoon play`` on standard input (legal-looking entries,
words of every language, garbage, ``save FILE``, ``help``, bytes that are not UTF-8). The
properties: never a traceback, exit status 0 or 2, and a status 2 says why in one line on
standard error. Processes are slow, so these run few examples (``HYPOTHESIS_PROFILE=thorough``
runs more). Every process runs in a fresh temporary folder that holds a few saves to resume,
and no generated path leaves it (no ``/`` or ``\\`` is ever generated).

In process (fast): every action the command shows on its ``legal:`` line, typed back as shown,
is accepted, in every language.
"""

from __future__ import annotations

import functools
import io
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st
from test_cli import _env, reference
from test_hostile_protocol import CODES, FORMS, LANGS, NUMBERS, SHORT_TEXT, WORDS, play_randomly, scaled

from honeymoon import Suit, new_game
from honeymoon.cli import main


def command() -> list[str]:
    """The installed console script, or ``python -m honeymoon``."""
    script = shutil.which("honeymoon", path=str(Path(sys.executable).parent))
    return [script] if script else [sys.executable, "-m", "honeymoon"]


@functools.cache
def saves() -> dict[str, str]:
    """Files each process finds in its folder: saves to resume, and damaged ones."""
    going = new_game("plain", seed=4, match="deal")
    play_randomly(going, random.Random(4), 5)
    done = new_game("plain", seed=5, match="deal")
    play_randomly(done, random.Random(5), 500)
    boeren = new_game("boerenbridge", seed=6, players=3, schedule=[1, 2])
    play_randomly(boeren, random.Random(6), 3)
    return {"g.json": going.to_json(), "done.json": done.to_json(), "boeren.json": boeren.to_json(),
            "bad.json": going.to_json()[:-20], "empty.json": ""}


def safe(text: str) -> str:
    """Text with no path separator and no NUL (an argument cannot hold one)."""
    return text.replace("/", "").replace("\\", "").replace("\x00", "")


def as_bytes(text: str) -> bytes:
    """Text as a program receives it: UTF-8, a lone surrogate as the byte it escapes (or as
    CESU-8 bytes): either way not UTF-8."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return text.encode("utf-8", "surrogatepass")


#: Arguments that mean something to the command.
OPTIONS = ["--level", "--seed", "--lang", "--seat", "--deal", "--save", "--resume", "--json", "--vulnerable",
           "--no-insult", "--honors", "--honors-to", "--help", "-h", "--", "-", "--bogus", "--seed=-1",
           "--lang=fr", "--sav", "--le"]
VALUES = [*FORMS, "semi-exposed", "chess", "random", "basic", "0", "1", "2", "-1", "3", "4", "8", "13", "14",
          "99999999999999999999999999999999", "9" * 40, "fr", "de", "nl", "en", "xx", "declarer", "defenders",
          "100", "150", "4S", "3NTX", "6HXX", "7NT", "8NT", "4♠X", "²", "３", *saves(), "missing.json",
          "out.json", ".", "..", "~", " "]
#: A generated argument: an option, a value, or anything (never an option by accident).
ARGUMENTS = st.one_of(
    st.sampled_from(OPTIONS), st.sampled_from(VALUES), st.sampled_from(VALUES),
    SHORT_TEXT.map(safe).filter(lambda t: not t.startswith("-")),
    st.text(st.characters(min_codepoint=0xDC80, max_codepoint=0xDCFF), min_size=1, max_size=3),  # not UTF-8
)
ARGV = st.tuples(st.sampled_from(["play", "play", "play", "score"]), st.lists(ARGUMENTS, max_size=7)).map(
    lambda t: [t[0], *t[1]])
#: A line typed at the prompt (not quit or exit: the input ends the match, or its last line).
LINES = st.one_of(
    st.sampled_from(CODES), st.sampled_from(WORDS), NUMBERS,
    st.sampled_from(["save", "save out.json", "save g.json", "save .", "save missing-dir", "help", "?", "",
                     "SAVE", "Save  x"]),
    st.builds(lambda t: "save " + t, SHORT_TEXT),
    SHORT_TEXT,
).map(safe).filter(lambda line: line.split()[:1] not in (["quit"], ["exit"]))
STDIN = st.tuples(st.lists(LINES, max_size=25),
                  st.sampled_from([b"", b"", b"quit\n", b"\xff\xfe\n", b"\x80abc\n", b"\x00\n"])).map(
    lambda t: as_bytes("".join(f"{line}\n" for line in t[0])) + t[1])


def run(argv: list[str], stdin: bytes) -> subprocess.CompletedProcess[bytes]:
    """The command with these arguments and this input, in a fresh folder holding the saves."""
    with tempfile.TemporaryDirectory() as folder:
        for name, text in saves().items():
            Path(folder, name).write_text(text, encoding="utf-8")
        return subprocess.run([*command(), *map(as_bytes, argv)], input=stdin, capture_output=True,
                              env=_env(), cwd=folder, timeout=120, check=False)


def assert_no_crash(done: subprocess.CompletedProcess[bytes]) -> None:
    err = done.stderr.decode("utf-8", "replace")
    assert "Traceback" not in err, err[-3000:]
    assert done.returncode in (0, 2), (done.returncode, err[-3000:])
    if done.returncode == 2:  # a mistake found before the match began: one line (a control
        # character in it may show as a break), nothing on standard output
        assert err.count("\n") == 1 and err.startswith("honeymoon: ") and err.endswith("\n"), err[-3000:]
        assert done.stdout == b"", done.stdout[-3000:]


@pytest.mark.slow
@scaled(0.6)  # each example is a process
@given(argv=ARGV, stdin=STDIN)
def test_any_command_line_and_input_never_crash(argv: list[str], stdin: bytes) -> None:
    assert_no_crash(run(argv, stdin))


@pytest.mark.slow
@scaled(0.6)  # each example is a process
@given(form=st.sampled_from([*FORMS, "semi-exposed"]), seed=st.integers(-(10**6), 10**30),
       lang=st.sampled_from(LANGS), stdin=STDIN,
       options=st.lists(st.sampled_from(["--deal", "--seat", "1", "--save", "out.json", "--level", "random"]),
                        max_size=4))
def test_any_input_to_a_match_never_crashes(form: str, seed: int, lang: str, options: list[str],
                                            stdin: bytes) -> None:
    argv = ["play", form, "--seed", str(seed), "--lang", lang, "--level", "random", "--deal", *options]
    assert_no_crash(run(argv, stdin))


# --- in process: what the command shows is what the learner may type ---------------------------------
def shown(action: Any) -> str:
    """An action as the command's ``legal:`` line writes it (a suit as its symbol)."""
    return action.symbol if isinstance(action, Suit) else str(action)


@scaled(1)
@example(form="plain", lang="fr", seed=0, seat=0)  # ♦K refused: French reads ♦R
@given(form=st.sampled_from(FORMS), lang=st.sampled_from(LANGS), seed=st.integers(0, 2**32),
       seat=st.integers(0, 3))
def test_every_legal_choice_typed_as_shown_is_accepted(form: str, lang: str, seed: int, seat: int) -> None:
    learner = seat % new_game(form, seed=0).num_players
    rng = random.Random(seed)
    game, _ = reference(form, seed, "random", learner=learner, choose=rng.choice, match="deal", lang=lang)
    entries = [shown(action) for player, action in game.history if player == learner]
    out = io.StringIO()
    status = main(["play", form, "--deal", "--seed", str(seed), "--lang", lang, "--level", "random",
                   "--seat", str(learner)], stdin=io.StringIO("".join(f"{e}\n" for e in entries)), stdout=out)
    lines = out.getvalue().split("\n")
    assert status == 0
    refused = [line for line in lines if line.startswith("not allowed")]
    assert not refused, refused[0]
    legal_lines = [line for line in lines if line.startswith("  legal: ")]
    for entry, line in zip(entries, legal_lines, strict=True):
        assert entry in line.removeprefix("  legal: ").split(" "), (entry, line)
    assert "The match is over." in lines


# --- regressions: each failure the properties found, kept as a plain test ---------------------------
REGRESSIONS = {
    "stdin-not-utf8": (["play", "plain", "--deal", "--seed", "0"], b"\xff\xfe\n"),
    "save-nul": (["play", "plain", "--deal", "--seed", "0"], b"save a\x00b\n"),
    "argument-not-utf8": (["play", "\udcff"], b""),
    "save-to-a-folder": (["play", "plain", "--deal", "--seed", "0", "--save", "."], b""),
}


@pytest.mark.parametrize("case", list(REGRESSIONS))
def test_regression_no_traceback(case: str) -> None:
    argv, stdin = REGRESSIONS[case]
    assert_no_crash(run(argv, stdin))
