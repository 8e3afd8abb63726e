"""The ``honeymoon score`` command: text and JSON output, every contract form, every kind of bad input.

Expected scores are typed by hand from the Laws of Contract Bridge, Law 77 (see tests/test_scoring.py).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import traceback
from pathlib import Path
from typing import Any

import pytest

from honeymoon.cli import main

ROOT = Path(__file__).resolve().parents[1]


def run_main(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """``main(argv)`` as the console script runs it: (exit status, stdout, stderr).

    An exception escaping ``main`` would reach the user as a traceback: the test fails and says so.
    """
    try:
        status = main(argv)
    except SystemExit as exit_:  # argparse's own exits (--help)
        status = exit_.code if isinstance(exit_.code, int) else 1
    except Exception:
        captured = capsys.readouterr()
        shown = repr(argv) if len(repr(argv)) < 200 else repr(argv)[:200] + "…"
        pytest.fail(f"main({shown}) raised instead of reporting an error:\n{traceback.format_exc()}"
                    f"stdout: {captured.out!r}\nstderr: {captured.err!r}")
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONIOENCODING"] = "utf-8"
    return env


def run_process(command: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, capture_output=True, text=True, encoding="utf-8", env=_env(), cwd=ROOT,
                          timeout=60, check=False)


def assert_one_line_error(status: int, out: str, err: str) -> None:
    assert status != 0
    assert out == ""
    assert "Traceback" not in err
    assert err.endswith("\n")
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("honeymoon: "), err
    assert len(lines[0]) > len("honeymoon: ")


# ---------------------------------------------------------------------------------------------------
# Text output.
# ---------------------------------------------------------------------------------------------------
TEXT = [
    (["score", "4S", "10"],
     "4♠ made exactly (10 tricks), not vulnerable:\n"
     "  declarer: 4 tricks bid and made in ♠ × 30 = 120 below the line\n"),
    (["score", "4S", "11"],
     "4♠ made with 1 overtrick (11 tricks), not vulnerable:\n"
     "  declarer: 4 tricks bid and made in ♠ × 30 = 120 below the line\n"
     "  declarer: 1 overtrick in ♠ × 30 = 30 above the line\n"),
    (["score", "3NTX", "8"],
     "3NTX down 1 (8 tricks), not vulnerable:\n"
     "  defenders: 1st undertrick, doubled, not vulnerable = 100 above the line\n"),
    (["score", "4SX", "9", "--vulnerable"],
     "4♠X down 1 (9 tricks), vulnerable:\n"
     "  defenders: 1st undertrick, doubled, vulnerable = 200 above the line\n"),
    (["score", "6HXX", "13", "--vulnerable"],
     "6♥XX made with 1 overtrick (13 tricks), vulnerable:\n"
     "  declarer: 6 tricks bid and made in ♥ × 30, redoubled × 4 = 720 below the line\n"
     "  declarer: 1 overtrick, redoubled, vulnerable × 400 = 400 above the line\n"
     "  declarer: making a redoubled contract (the insult) = 100 above the line\n"
     "  declarer: small slam bid and made, vulnerable = 750 above the line\n"),
    (["score", "2HX", "8", "--no-insult"],
     "2♥X made exactly (8 tricks), not vulnerable:\n"
     "  declarer: 2 tricks bid and made in ♥ × 30, doubled × 2 = 120 below the line\n"),
    (["score", "4S", "9", "--honors", "150", "--honors-to", "defenders"],
     "4♠ down 1 (9 tricks), not vulnerable:\n"
     "  defenders: 1 undertrick, not vulnerable × 50 = 50 above the line\n"
     "  defenders: honors: all five top trumps in one hand = 150 above the line\n"),
    (["score", "--vulnerable", "7NT", "13", "--honors", "150"],
     "7NT made exactly (13 tricks), vulnerable:\n"
     "  declarer: 7 tricks bid and made in NT: 40 + 6 × 30 = 220 below the line\n"
     "  declarer: grand slam bid and made, vulnerable = 1500 above the line\n"
     "  declarer: honors: all four aces in one hand = 150 above the line\n"),
]


@pytest.mark.parametrize(("argv", "expected"), TEXT, ids=[" ".join(a[1:]) for a, _ in TEXT])
def test_text_output(argv: list[str], expected: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert run_main(argv, capsys) == (0, expected, "")


# ---------------------------------------------------------------------------------------------------
# JSON output: exactly the documented shape.
# ---------------------------------------------------------------------------------------------------
def _line(label: str, points: int, side: str, above_line: bool) -> dict[str, Any]:
    return {"label": label, "points": points, "side": side, "above_line": above_line}


JSON = [
    (["score", "4S", "11", "--json"], {
        "contract": "4S", "tricks": 11, "vulnerable": False,
        "declarer": {"below": 120, "above": 30}, "defenders": {"above": 0},
        "lines": [_line("4 tricks bid and made in ♠ × 30", 120, "declarer", False),
                  _line("1 overtrick in ♠ × 30", 30, "declarer", True)]}),
    (["score", "4SX", "9", "--vulnerable", "--json"], {
        "contract": "4SX", "tricks": 9, "vulnerable": True,
        "declarer": {"below": 0, "above": 0}, "defenders": {"above": 200},
        "lines": [_line("1st undertrick, doubled, vulnerable", 200, "defenders", True)]}),
    (["score", "--json", "6HXX", "13", "--vulnerable"], {
        "contract": "6HXX", "tricks": 13, "vulnerable": True,
        "declarer": {"below": 720, "above": 1250}, "defenders": {"above": 0},
        "lines": [_line("6 tricks bid and made in ♥ × 30, redoubled × 4", 720, "declarer", False),
                  _line("1 overtrick, redoubled, vulnerable × 400", 400, "declarer", True),
                  _line("making a redoubled contract (the insult)", 100, "declarer", True),
                  _line("small slam bid and made, vulnerable", 750, "declarer", True)]}),
    (["score", "3SA", "9", "--json", "--honors", "150", "--honors-to", "defenders"], {
        "contract": "3NT", "tricks": 9, "vulnerable": False,
        "declarer": {"below": 100, "above": 0}, "defenders": {"above": 150},
        "lines": [_line("3 tricks bid and made in NT: 40 + 2 × 30", 100, "declarer", False),
                  _line("honors: all four aces in one hand", 150, "defenders", True)]}),
    (["score", "5dx", "12", "--json", "--no-insult"], {
        "contract": "5DX", "tricks": 12, "vulnerable": False,
        "declarer": {"below": 200, "above": 100}, "defenders": {"above": 0},
        "lines": [_line("5 tricks bid and made in ♦ × 20, doubled × 2", 200, "declarer", False),
                  _line("1 overtrick, doubled, not vulnerable × 100", 100, "declarer", True)]}),
    (["score", "7CXX", "0", "--json"], {
        "contract": "7CXX", "tricks": 0, "vulnerable": False,
        "declarer": {"below": 0, "above": 0}, "defenders": {"above": 7000},
        "lines": [_line("1st undertrick, redoubled, not vulnerable", 200, "defenders", True),
                  _line("2nd and 3rd undertricks, redoubled, not vulnerable × 400", 800, "defenders", True),
                  _line("4th to 13th undertricks, redoubled, not vulnerable × 600", 6000, "defenders",
                        True)]}),
]


@pytest.mark.parametrize(("argv", "expected"), JSON, ids=[" ".join(a[1:]) for a, _ in JSON])
def test_json_output(argv: list[str], expected: dict[str, Any], capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run_main(argv, capsys)
    assert (status, err) == (0, "")
    assert out.endswith("\n") and out.count("\n") == 1  # one JSON object on one line
    data = json.loads(out)
    assert data == expected
    assert list(data) == ["contract", "tricks", "vulnerable", "declarer", "defenders", "lines"]
    assert all(list(line) == ["label", "points", "side", "above_line"] for line in data["lines"])
    assert "\\u" not in out  # suit symbols are written as they are, not escaped


# ---------------------------------------------------------------------------------------------------
# Every way of writing a contract.
# ---------------------------------------------------------------------------------------------------
CONTRACT_FORMS = [
    # as typed, tricks, vulnerable flag, contract code in JSON, declarer below, declarer above, defenders
    ("4S", "10", False, "4S", 120, 0, 0),
    ("4s", "10", False, "4S", 120, 0, 0),
    ("4SX", "10", False, "4SX", 240, 50, 0),
    ("4sx", "10", True, "4SX", 240, 50, 0),
    ("4♠", "10", False, "4S", 120, 0, 0),
    ("4♠X", "11", True, "4SX", 240, 250, 0),
    ("4♠x", "9", False, "4SX", 0, 0, 100),
    ("4♠XX", "8", True, "4SXX", 0, 0, 1000),
    ("6HXX", "12", False, "6HXX", 720, 600, 0),
    ("6hxx", "12", True, "6HXX", 720, 850, 0),
    ("6♥XX", "11", True, "6HXX", 0, 0, 400),
    ("3NT", "9", False, "3NT", 100, 0, 0),
    ("3nt", "10", True, "3NT", 100, 30, 0),
    ("3SA", "9", False, "3NT", 100, 0, 0),
    ("3sa", "8", True, "3NT", 0, 0, 100),
    ("3SAX", "9", False, "3NTX", 200, 50, 0),
    ("1N", "7", False, "1NT", 40, 0, 0),
    ("2C", "8", False, "2C", 40, 0, 0),
    ("2♣", "9", False, "2C", 40, 20, 0),
    ("5d", "11", False, "5D", 100, 0, 0),
    ("5♦X", "11", False, "5DX", 200, 50, 0),
    ("7NTXX", "13", True, "7NTXX", 880, 1600, 0),
]


@pytest.mark.parametrize(("contract", "tricks", "vulnerable", "code", "below", "above", "defenders"),
                         CONTRACT_FORMS,
                         ids=[f"{c}={t}{'-V' if v else ''}" for c, t, v, *_ in CONTRACT_FORMS])
def test_contract_forms(contract: str, tricks: str, vulnerable: bool, code: str, below: int, above: int,
                        defenders: int, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["score", contract, tricks, "--json", *(["--vulnerable"] if vulnerable else [])]
    status, out, err = run_main(argv, capsys)
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert data["contract"] == code
    assert data["tricks"] == int(tricks)
    assert data["vulnerable"] is vulnerable
    assert (data["declarer"]["below"], data["declarer"]["above"], data["defenders"]["above"]) == (
        below, above, defenders)


# ---------------------------------------------------------------------------------------------------
# Every kind of bad input: a non-zero status, one line on stderr, no traceback.
# ---------------------------------------------------------------------------------------------------
BAD_INPUT = [
    pytest.param(["score", "4Q", "10"], id="bad-strain"),
    pytest.param(["score", "ZZ", "10"], id="no-level"),
    pytest.param(["score", "", "10"], id="empty-contract"),
    pytest.param(["score", "X", "10"], id="only-double"),
    pytest.param(["score", "8NT", "10"], id="level-8"),
    pytest.param(["score", "0S", "10"], id="level-0"),
    pytest.param(["score", "4SXXX", "10"], id="triple-double"),
    pytest.param(["score", "44S", "10"], id="two-levels"),
    pytest.param(["score", "4S", "14"], id="tricks-14"),
    pytest.param(["score", "4S", "99"], id="tricks-99"),
    pytest.param(["score", "4S", "-1"], id="tricks-minus-1"),
    pytest.param(["score", "4S", "ten"], id="tricks-ten"),
    pytest.param(["score", "4S", "10.0"], id="tricks-10.0"),
    pytest.param(["score", "4S", ""], id="tricks-empty"),
    pytest.param(["score", "4S", " 9"], id="tricks-space"),
    pytest.param(["score", "4S", "²"], id="tricks-superscript-two"),
    pytest.param(["score", "4S", "1" * 5000], id="tricks-5000-digits"),
    pytest.param(["score", "4S"], id="missing-tricks"),
    pytest.param(["score"], id="missing-contract"),
    pytest.param([], id="missing-command"),
    pytest.param(["play", "4S", "10"], id="unknown-command"),
    pytest.param(["score", "4S", "10", "--bogus"], id="unknown-option"),
    pytest.param(["score", "4S", "10", "11"], id="extra-argument"),
    pytest.param(["score", "4S", "10", "--honors", "50"], id="honors-50"),
    pytest.param(["score", "4S", "10", "--honors", "many"], id="honors-word"),
    pytest.param(["score", "4S", "10", "--honors"], id="honors-without-value"),
    pytest.param(["score", "3NT", "9", "--honors", "100"], id="honors-100-at-NT"),
    pytest.param(["score", "4S", "10", "--honors", "100", "--honors-to", "north"], id="honors-to-north"),
    pytest.param(["score", "4S", "10", "--vulnerable=yes"], id="flag-with-value"),
]


@pytest.mark.parametrize("argv", BAD_INPUT)
def test_bad_input(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert_one_line_error(*run_main(argv, capsys))


def test_bad_input_status_is_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert run_main(["score", "4S", "14"], capsys)[0] == 2
    assert run_main(["score", "4S"], capsys)[0] == 2


@pytest.mark.parametrize(("argv", "words"), [
    (["score", "4Q", "10"], "'4Q'"),
    (["score", "4S", "14"], "14"),
    (["score", "4S", "ten"], "'ten'"),
    (["score", "4S"], "tricks"),
    (["score", "3NT", "9", "--honors", "100"], "150"),
], ids=["contract", "tricks-14", "tricks-ten", "missing", "honors"])
def test_error_message_names_the_mistake(argv: list[str], words: str,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    _, _, err = run_main(argv, capsys)
    assert words in err


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run_main(["score", "--help"], capsys)
    assert status == 0
    for option in ("--vulnerable", "--json", "--no-insult", "--honors", "--honors-to"):
        assert option in out


# ---------------------------------------------------------------------------------------------------
# As real processes: python -m honeymoon, and the installed console script.
# ---------------------------------------------------------------------------------------------------
def _console_script() -> str | None:
    scripts = sysconfig.get_path("scripts")
    found = shutil.which("honeymoon", path=scripts) or shutil.which(
        "honeymoon", path=str(Path(sys.executable).parent))
    return found


def test_python_dash_m_json() -> None:
    done = run_process([sys.executable, "-m", "honeymoon", "score", "4SX", "9", "--vulnerable", "--json"])
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout) == JSON[1][1]


def test_python_dash_m_text() -> None:
    done = run_process([sys.executable, "-m", "honeymoon", "score", "4♠", "11"])
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout == TEXT[1][1]


@pytest.mark.parametrize("args", [["4S", "14"], ["8NT", "10"], ["4S", "²"]],
                         ids=["tricks-14", "8NT", "tricks-superscript-two"])
def test_python_dash_m_bad_input(args: list[str]) -> None:
    done = run_process([sys.executable, "-m", "honeymoon", "score", *args])
    assert_one_line_error(done.returncode, done.stdout, done.stderr)
    assert done.returncode == 2


def test_console_script() -> None:
    script = _console_script()
    if script is None:
        pytest.skip("the honeymoon console script is not installed")
    done = run_process([script, "score", "3NT", "10", "--json"])
    assert (done.returncode, done.stderr) == (0, "")
    assert json.loads(done.stdout) == {
        "contract": "3NT", "tricks": 10, "vulnerable": False,
        "declarer": {"below": 100, "above": 30}, "defenders": {"above": 0},
        "lines": [_line("3 tricks bid and made in NT: 40 + 2 × 30", 100, "declarer", False),
                  _line("1 overtrick in NT × 30", 30, "declarer", True)]}
    bad = run_process([script, "score", "4SXXX", "ten"])
    assert_one_line_error(bad.returncode, bad.stdout, bad.stderr)
    assert bad.returncode == 2
