"""The class sheets: the book's pages (book/sheets/, written by ``python -m honeymoon_course.sheets``),
the printed sheets and keys (``honeymoon sheets``), and ``honeymoon_course.questions``.

The committed pages (and the class deals' PBN files) are exactly what the command writes for seed
1, so they never drift from the library; the book carries the exercise sheets and never the answer
keys; another seed gives other questions; the key shows each answer with its explanation, the
pictures are the library's; the PBN files read back with honeymoon.pbn as the deals the package
dealt; bad input exits with status 2 and one line. Printed, a sheet takes one or two A4 pages
with answer lines of a fixed size, its key is a separate file, and a student's sheet names no
program, function or source key. ``honeymoon_course.questions`` gives a lesson's questions exactly
as its sheet has them, and refuses a bad lesson, seed or count with a reason. The answers
themselves: tests/test_sheet_answers.py.
"""

from __future__ import annotations

import functools
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import honeymoon_course
from honeymoon import (
    Card,
    ConfigError,
    Hand,
    new_game,
)
from honeymoon.analysis import dd_table
from honeymoon.cli import main as honeymoon
from honeymoon.pbn import PROJECT_TAG, SEATS, read_pbn, to_game
from honeymoon_course import LESSONS as COURSE_LESSONS
from honeymoon_course.deals import BOARDS
from honeymoon_course.printing import print_pdf
from honeymoon_course.sheets import blocks, build, print_sheets, sheet_html

REPO = Path(__file__).resolve().parents[1]
SHEETS = REPO / "book" / "sheets"
COMMAND = "honeymoon_course.sheets"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", COMMAND, *args], capture_output=True, text=True,
                          cwd=REPO, timeout=120)


LESSONS = range(17)
PART_TWO = range(10, 17)


@functools.cache
def built(seed: int) -> list[Any]:
    """The sheets of a seed, built once for the whole test run (part two plays many games)."""
    return build(seed)


def key(sheet: Any) -> str:
    """The answer key of a sheet, in Markdown, as it is printed."""
    return "\n\n".join(text for _, text in blocks(sheet, answers=True, book=False))


def questions(seed: int) -> Iterator[tuple[int, int, Any]]:
    """(lesson, question number, question) for every question of a seed."""
    for sheet in built(seed):
        for number, question in enumerate(sheet.questions, 1):
            yield sheet.lesson.number, number, question


# --- the committed pages ------------------------------------------------------------------------

def test_the_committed_pages_are_what_the_command_writes_for_seed_1(tmp_path: Path) -> None:
    result = run("--seed", "1", "--out", str(tmp_path))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    written = sorted(p.name for p in tmp_path.iterdir())
    committed = sorted(p.name for p in SHEETS.iterdir())
    assert written == committed, "book/sheets/ holds other files than the command writes"
    stale = [name for name in written
             if (tmp_path / name).read_bytes() != (SHEETS / name).read_bytes()]
    assert not stale, (f"book/sheets/ is out of date ({', '.join(stale)}): "
                       "run python -m honeymoon_course.sheets and commit the pages")


def test_the_default_seed_is_1(tmp_path: Path) -> None:
    assert run("--out", str(tmp_path)).returncode == 0
    assert (tmp_path / "lesson-03.md").read_bytes() == (SHEETS / "lesson-03.md").read_bytes()


def test_every_lesson_has_a_sheet_and_a_key_of_about_six_questions() -> None:
    assert [lesson.number for lesson in COURSE_LESSONS] == list(LESSONS)
    for sheet in built(1):
        number = sheet.lesson.number
        page = (SHEETS / f"lesson-{number:02d}.md").read_text(encoding="utf-8")
        answers = key(sheet)
        boxes = page.count("{container} hm-question")
        assert 5 <= boxes <= 7, f"lesson {number}: {boxes} questions"
        assert page.count('class="hm-write"') == boxes  # room to write in every box
        assert answers.count("**Answer:**") == boxes
        assert "**Answer:**" not in page, "a sheet shows no answer"
        assert page.startswith(f"# Lesson {number}, exercise sheet: ")
        assert "{container} hm-sheet" in page
        assert "None" not in page and "None" not in answers


def test_the_book_carries_the_sheets_and_never_the_answer_keys() -> None:
    assert not list(SHEETS.glob("*answer*")) and not list(SHEETS.glob("*key*"))
    for page in SHEETS.glob("*.md"):
        text = page.read_text(encoding="utf-8")
        assert "**Answer:**" not in text and "answers.md" not in text, page.name


def test_the_index_says_how_to_print_a_set_and_where_the_keys_are() -> None:
    index = (SHEETS / "index.md").read_text(encoding="utf-8")
    assert "honeymoon sheets --seed 7" in index and "--lessons 3,4" in index
    assert "keys/lesson-NN-key.pdf" in index and "not in this book" in index
    for number in LESSONS:
        assert f"(lesson-{number:02d}.md)" in index


def test_the_table_of_contents_lists_the_sheets_in_lesson_order_before_the_reference() -> None:
    toc = (REPO / "book" / "_toc.yml").read_text(encoding="utf-8")
    where = [toc.index(f"caption: {part}") for part in ("Sources", "Class sheets", "Reference")]
    assert where == sorted(where)
    files = re.findall(r"file: (sheets/[\w-]+)", toc)
    assert files == ["sheets/index"] + [f"sheets/lesson-{n:02d}" for n in LESSONS]


def test_the_print_styles_touch_only_pages_with_a_sheet() -> None:
    css = (REPO / "book" / "_css" / "hm-sheets.css").read_text(encoding="utf-8")
    assert "@media print" in css and "break-inside: avoid" in css
    body = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    selectors = re.findall(r"([^{}]+)\{[^{}]*\}", re.sub(r"@media[^{]*\{", "", body))
    assert selectors
    for group in selectors:
        for selector in re.split(r",(?![^()]*\))", group):  # commas outside parentheses
            if selector.strip():
                assert "hm-sheet" in selector, f"{selector.strip()!r} is not scoped to the sheets"
    config = (REPO / "book" / "_config.yml").read_text(encoding="utf-8")
    assert "hm-sheets.css" in config
    assert not list((REPO / "book" / "_css").glob("*.js")), "the style folder holds no scripts"
    # A book/_static folder would make Jupyter Book load every script of every static folder on
    # every page (require.js and MathJax included).
    assert not (REPO / "book" / "_static").exists()


# --- seeds ----------------------------------------------------------------------------------------------

def test_the_same_seed_gives_the_same_questions() -> None:
    first = [q.facts for _, _, q in questions(5)]
    assert first == [q.facts for _, _, q in questions(5)]


def test_another_seed_gives_other_questions(tmp_path: Path) -> None:
    one, two = list(questions(1)), list(questions(2))
    for lesson in LESSONS:
        facts_one = [q.facts for n, _, q in one if n == lesson]
        facts_two = [q.facts for n, _, q in two if n == lesson]
        same = sum(a == b for a, b in zip(facts_one, facts_two, strict=True))
        assert same <= 1, f"lesson {lesson}: seed 2 repeats {same} questions of seed 1"
    assert run("--seed", "2", "--out", str(tmp_path)).returncode == 0
    for name in ("lesson-01.md", "lesson-07.md"):
        assert (tmp_path / name).read_text(encoding="utf-8") != (SHEETS / name).read_text(encoding="utf-8")
    assert "This is set 2." in (tmp_path / "index.md").read_text(encoding="utf-8")


# --- honeymoon_course.questions --------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 2])
def test_a_lesson_s_questions_are_its_sheet_s(seed: int) -> None:
    for sheet in built(seed):
        assert honeymoon_course.questions(sheet.lesson.number, seed=seed) == sheet.questions
    assert honeymoon_course.questions(4) == built(1)[4].questions  # seed 1 by default


def test_n_gives_the_first_questions_of_the_sheet() -> None:
    sheet = built(1)[9].questions
    for n in (1, 3, len(sheet)):
        assert honeymoon_course.questions(9, n=n) == sheet[:n]
    assert honeymoon_course.questions(9, n=None) == sheet


@pytest.mark.parametrize(("arguments", "reason"), [
    ({"lesson": -1}, "the lesson is a number from 0 to 16, not -1"),
    ({"lesson": 17}, "the lesson is a number from 0 to 16, not 17"),
    ({"lesson": True}, "the lesson is a number from 0 to 16, not True"),
    ({"lesson": "3"}, "the lesson is a number from 0 to 16, not '3'"),
    ({"lesson": 3.0}, "the lesson is a number from 0 to 16, not 3.0"),
    ({"lesson": 3, "seed": -1}, "the seed is a whole number, 0 or more, not -1"),
    ({"lesson": 3, "seed": "7"}, "the seed is a whole number, 0 or more, not '7'"),
    ({"lesson": 3, "seed": False}, "the seed is a whole number, 0 or more, not False"),
    ({"lesson": 3, "n": 0}, "n is how many questions to give, 1 or more (None: all), not 0"),
    ({"lesson": 3, "n": True}, "n is how many questions to give, 1 or more (None: all), not True"),
    ({"lesson": 3, "n": 2.5}, "n is how many questions to give, 1 or more (None: all), not 2.5"),
    ({"lesson": 3, "n": 7}, "lesson 3 has 6 questions for seed 1: n is at most 6, not 7"),
])
def test_a_bad_lesson_seed_or_count_is_refused_with_a_reason(arguments: dict[str, Any], reason: str) -> None:
    with pytest.raises(ConfigError) as refused:
        honeymoon_course.questions(**arguments)
    assert str(refused.value) == reason


def test_a_bad_seed_is_refused_before_any_sheet_is_built() -> None:
    with pytest.raises(ConfigError, match="the seed is a whole number, 0 or more, not -1"):
        build(-1)


def test_the_key_shows_each_answer_with_its_explanation() -> None:
    for sheet in built(1):
        answers = key(sheet)
        for question in sheet.questions:
            assert f"**Answer:** {question.answer}" in answers
            assert question.why and all(f"- {line}" in answers for line in question.why)


def test_the_pictures_are_the_library_s() -> None:
    kinds = {"trick": "hm-trick", "hcp": "hm-hand", "judge": "hm-hand", "contract": "hm-auction",
             "plain-deal": "hm-auction", "draw-improve": "hm-hand", "draw-computer": "hm-hand",
             "keep-reject": "hm-hand", "prelim-trick": "hm-trick", "what-sees": "hm-deal",
             "half-open-play": "hm-pile", "dummy-lead": "hm-auction", "dd-review": "hm-deal",
             "three-auction": "hm-auction", "widow": "hm-hand",
             "boer-trick": "hm-trick", "wizard-trick": "hm-trick", "lead-tip": "hm-hand"}
    for _, _, question in questions(1):
        if question.kind in kinds:
            assert kinds[question.kind] in question.figure
        if question.kind in ("trick", "boer-trick", "prelim-trick", "wizard-trick"):
            assert "hm-winner" in question.key_figure and "hm-winner" not in question.figure


# --- the class deals ------------------------------------------------------------------------------------

def _layout(form: str, game: Any) -> tuple[Hand | None, ...] | None:
    """The deal a board's Deal tag should hold, worked out here from the game's deck order."""
    deck = game.deck
    if form in ("draw", "draw-tricks"):  # the players' hands, then the stock in two halves
        return tuple(Hand(list(deck[i * 13:(i + 1) * 13])) for i in range(4))
    if form == "draw-discard":  # each turn takes two cards from the top, the non-dealer's turn first
        first: list[list[Card]] = [[], []]
        second: list[list[Card]] = [[], []]
        for turn in range(26):
            player = (1 - game.dealer) if turn % 2 == 0 else game.dealer
            first[player].append(deck[2 * turn])
            second[player].append(deck[2 * turn + 1])
        return Hand(first[0]), Hand(first[1]), Hand(second[0]), Hand(second[1])
    if form == "three-handed":
        return None
    hands: list[Hand | None] = [Hand(list(cards)) for cards in game.seat_cards] + [None] * 4
    return tuple(hands[:4])


@pytest.mark.parametrize("number", [10, 11, 12, 13, 14])
def test_the_pbn_files_read_back_as_the_deals_the_package_dealt(number: int) -> None:
    sheet = built(1)[number]
    path = SHEETS / f"lesson-{number}-deals.pbn"
    assert sheet.pbn == path.name
    records = read_pbn(path.read_text(encoding="utf-8"))
    assert records == [board.record for board in sheet.boards]
    assert len(records) == BOARDS
    for index, (record, board) in enumerate(zip(records, sheet.boards, strict=True), 1):
        match = re.fullmatch(r"honeymoon ([\w-]+), seed (\d+)", record.tag("Event") or "")
        assert match is not None, record.tag("Event")
        form, seed = match.group(1), int(match.group(2))
        assert (form, seed, record.tag("Board")) == (board.form, board.seed, str(index))
        game = new_game(form, seed=seed, match="deal")
        assert record.dealer == game.dealer == board.dealer and SEATS[game.dealer] == record.tag("Dealer")
        assert record.deal == _layout(form, game)
        assert (record.tag("North") or "").startswith("player 0")
        if form.startswith("draw"):
            assert record.tag(PROJECT_TAG) is None
        else:  # the project's tag: the same deal as a game of its form
            assert to_game(record).to_json() == game.to_json()
        if form in ("plain", "double-dummy"):
            hands = [hand for hand in record.deal or () if hand is not None]
            assert record.optimum == dd_table(hands)
        else:
            assert record.optimum is None
    forms = {10: {"draw"}, 11: {"draw-discard", "draw-tricks"},
             12: {"double-dummy", "half-open", "single-dummy", "exposed-dummy"}, 13: {"three-handed"},
             14: {"plain"}}
    assert {board.form for board in sheet.boards} == forms[number]


def test_the_sheets_link_their_deals_as_files_the_book_copies() -> None:
    for number in PART_TWO:
        sheet = built(1)[number]
        text = (SHEETS / f"lesson-{number}.md").read_text(encoding="utf-8")
        links = re.findall(r"\{download\}`([^`<>]+)`", text)
        if number <= 14:  # Sphinx's download role: the book copies the file into its build
            assert links and set(links) == {sheet.pbn}
            assert all((SHEETS / link).is_file() for link in links)
            assert f"(the file {sheet.pbn}, printed beside the sheets)" in key(sheet)
        else:
            assert not links and "Class games" in text and "Class games" in key(sheet)
        assert "(#sheets-deals)" in text
        assert "{download}" not in key(sheet)  # printed: nothing to click
        for board in sheet.boards:
            assert f"`{board.call}`" in key(sheet) and str(board.seed) in key(sheet)
    index = (SHEETS / "index.md").read_text(encoding="utf-8")
    assert "(sheets-deals)=" in index and "BoerenbridgeTable" in index and "PBN" in index
    # Every file in book/sheets/ is a page of the toc or a deal file a page links.
    assert sorted(p.name for p in SHEETS.glob("*.pbn")) == [f"lesson-{n}-deals.pbn" for n in range(10, 15)]


def test_the_class_games_replay_from_their_seeds() -> None:
    for number in (15, 16):
        for board in built(1)[number].boards:
            assert board.record is None and board.form == "boerenbridge"
            game = new_game("boerenbridge", seed=board.seed, **dict(board.options))
            assert game.dealer == board.dealer
            assert board.call.startswith(f"BoerenbridgeTable({dict(board.options)['players']}, "
                                         f"seed={board.seed}")
    variants = [dict(board.options) for board in built(1)[16].boards]
    for option in ("harsh", "boer", "no_trump_rounds", "blind", "fixed_hand_size", "wizard"):
        assert any(option in options for options in variants), option
    assert any(options["players"] == 2 for options in variants)


def test_a_board_plays_in_the_widgets_as_in_the_library() -> None:
    # The call each key prints: PlayTable and DrawTrainer deal what new_game deals from the seed.
    widgets = pytest.importorskip("honeymoon_widgets")
    board = built(1)[10].boards[0]
    table = widgets.PlayTable(board.form, seed=board.seed, match="deal")
    trainer = widgets.DrawTrainer(board.form, seed=board.seed)
    expected = new_game(board.form, seed=board.seed, match="deal").deck
    assert table.game.deck == trainer.game.deck == expected


# --- the command line ------------------------------------------------------------------------------------

@pytest.mark.parametrize("args", [["--seed", "-1"], ["--seed", "x"], ["--colour"], ["extra"],
                                  ["--lessons", "3"]])
def test_bad_input_exits_2_with_one_line(args: list[str], tmp_path: Path) -> None:
    result = run(*args, "--out", str(tmp_path / "out"))
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"python -m {COMMAND}: "), result.stderr
    assert not (tmp_path / "out").exists()


def test_a_file_as_the_output_folder_is_refused(tmp_path: Path) -> None:
    target = tmp_path / "file.md"
    target.write_text("x", encoding="utf-8")
    result = run("--out", str(target))
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1


# --- the printed sheets and keys (honeymoon sheets) ------------------------------------------------------

#: What a student's sheet never shows: a module or function of the library (``honeymoon.simulate``,
#: ``draw_outcomes``), an option's name (``follow_suit_in_draw``), a source key (``[honeymoon-fr]``),
#: an escaped underscore, code, a seed.
PROGRAM_WORDS = re.compile(r"honeymoon[._]\w+|\b[a-z]+_[a-z_]+\b|\[[a-z]+(?:-[a-z]+)?\]|\\_|<code>|\bseed \d")


@pytest.mark.parametrize("seed", [1, 2])
def test_a_student_s_sheet_names_no_program_and_no_source(seed: int) -> None:
    for sheet in built(seed):
        page = sheet_html(sheet, answers=False)
        text = re.sub(r"<[^>]+>", " ", page[page.index("<body>"):])
        assert not PROGRAM_WORDS.findall(text), (sheet.lesson.number, PROGRAM_WORDS.findall(text))
    assert PROGRAM_WORDS.findall("the tip of [honeymoon-fr], honeymoon.simulate, draw_outcomes, seed 316079, "
                                 "follow\\_suit") == ["[honeymoon-fr]", "honeymoon.simulate", "draw_outcomes",
                                                        "seed 3", "\\_"]


def _answer_lines(path: Path) -> list[tuple[float, float]]:
    """The width and height, in mm, of each answer line of a printed sheet, read from WeasyPrint's layout."""
    weasyprint = pytest.importorskip("weasyprint")
    laid_out = weasyprint.HTML(string=path.read_text(encoding="utf-8")).render()
    sizes = []
    for page in laid_out.pages:
        boxes = [page._page_box]
        while boxes:
            box = boxes.pop()
            boxes.extend(getattr(box, "children", []))
            element = getattr(box, "element", None)
            if element is not None and "hm-blank-line" in (element.get("class") or "") \
                    and type(box).__name__ == "TableCellBox":
                sizes.append((box.width * 25.4 / 96, box.height * 25.4 / 96))
    return sizes


def test_printed_sheets_take_two_pages_at_most_and_their_keys_are_separate_files(tmp_path: Path) -> None:
    pytest.importorskip("weasyprint")
    # Lesson 12 has the most pictures (five deals and a trick); lesson 1 hands and blanks only. Set 2's
    # lesson 12 runs onto a third page in the usual layout, and is printed tight.
    assert print_pdf(sheet_html(build(2, [12])[0], answers=False), tmp_path / "long.pdf", most=2).pages == 3
    printed = print_sheets(2, [12, 1], tmp_path / "set")
    tmp_path = tmp_path / "set"
    names = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file())
    assert names == ["keys/lesson-01-key.pdf", "keys/lesson-12-key.pdf", "lesson-01.pdf",
                     "lesson-12-deals.pbn", "lesson-12.pdf"]
    assert [p.path.name for p in printed] == ["lesson-01.pdf", "lesson-01-key.pdf", "lesson-12.pdf",
                                              "lesson-12-key.pdf"]
    sheets, keys = printed[::2], printed[1::2]
    assert all(1 <= sheet.pages <= 2 for sheet in sheets), [(s.path.name, s.pages) for s in sheets]
    assert all(key.pages <= 4 for key in keys), [(k.path.name, k.pages) for k in keys]
    assert (tmp_path / "lesson-12-deals.pbn").read_text(encoding="utf-8").startswith("% PBN 2.1")


@pytest.mark.parametrize("tight", [False, True], ids=["usual", "tight"])
def test_every_answer_line_keeps_its_size(tmp_path: Path, tight: bool) -> None:
    # Lesson 12's question 4 (a trick and a dummy's piles beside its answer) squeezed its line to nothing.
    sheet = built(1)[12]
    page = tmp_path / "lesson-12.html"
    page.write_text(sheet_html(sheet, answers=False, tight=tight), encoding="utf-8")
    lines = _answer_lines(page)
    assert len(lines) == sum(len(q.labels) for q in sheet.questions)
    assert all(width >= 30 and height >= 6.9 for width, height in lines), lines


LESSONS_ARE = "argument --lessons: the lessons are numbers from 0 to 16, like 3,4 or 10-14,"


@pytest.mark.parametrize(("args", "said"), [
    (["--seed", "x"], "argument --seed: the seed is a whole number, 0 or more, not 'x'"),
    (["--seed", "-1"], "argument --seed: the seed is a whole number, 0 or more, not '-1'"),
    (["--lessons", "17"], f"{LESSONS_ARE} not '17'"),
    (["--lessons", "4-3"], f"{LESSONS_ARE} not '4-3'"),
    (["--lessons", "3,,4"], f"{LESSONS_ARE} not '3,,4'"),
    (["--lessons"], "argument --lessons: expected one argument"),
    (["--keys"], "unrecognized arguments: --keys"),
    (["--out", "{file}"], "--out {file} is a file, not a folder"),
    (["--lessons", "1", "--out", "{file}/sheets"], "cannot write {file}/sheets: Not a directory"),
])
def test_honeymoon_sheets_refuses_bad_options_in_one_line(args: list[str], said: str, tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    file = tmp_path / "file.pdf"
    file.write_text("x", encoding="utf-8")
    assert honeymoon(["sheets", *(arg.format(file=file) for arg in args)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"honeymoon sheets: {said.format(file=file)}")
    assert len(captured.err.splitlines()) == 1


def test_the_lessons_option_reads_numbers_and_ranges(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    asked: list[Any] = []
    monkeypatch.setattr("honeymoon_course.sheets.print_sheets",
                        lambda seed, lessons, out: asked.append((seed, lessons, out)) or [])
    for option, lessons in (("3,4", [3, 4]), ("10-14", [10, 11, 12, 13, 14]),
                            (" 0, 3 ,12-13,3", [0, 3, 12, 13])):
        assert honeymoon(["sheets", "--lessons", option, "--seed", "7", "--out", str(tmp_path)]) == 0
        assert asked.pop() == (7, lessons, tmp_path)
    assert honeymoon(["sheets"]) == 0
    assert asked.pop() == (1, None, Path("sheets-1"))  # every lesson of set 1, into sheets-1
    assert "set 1: wrote 0 exercise sheets" in capsys.readouterr().out
