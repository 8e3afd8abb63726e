"""The book's glossary page, made from the learner's glossary as the book reads it.

The glossary has one source, ``lessons/glossary.md``, written in plain Markdown so that JupyterLab,
which knows no MyST, shows it as a page (a lesson's first cell links to it): a heading ``## A``
for each letter, a heading ``### trick`` for each term (several headings in a row name one
entry: ``### auction`` then ``### bidding``), the entry's text under it, and a link to another
entry written ``[tricks](#trick)``, the anchor being the term with its spaces as hyphens, as
JupyterLab names a heading. The book reads the same file as the page ``lessons/glossary`` and,
before parsing it, turns it into MyST (:func:`to_myst`): each letter's entries into a sorted
``glossary`` directive, each link to a term into a ``{term}`` link, each link to a letter into a
link to its label (``glossary-a``). Every other link is left as written (a lesson, a rules page's
label).
"""

from __future__ import annotations

import re
from typing import Any

from sphinx.application import Sphinx

#: The book's name of the page (the file seen through book/lessons -> ../lessons).
DOCNAME = "lessons/glossary"
LETTER = re.compile(r"## (\w)")
TERM = re.compile(r"### (\S.*)")
LINK = re.compile(r"\[([^\[\]]+)\]\(#([^()\s]+)\)")


def anchor(term: str) -> str:
    """The anchor JupyterLab gives a heading: its text, spaces as hyphens.

    >>> anchor("high-card points")
    'high-card-points'
    """
    return term.replace(" ", "-")


def to_myst(text: str) -> str:
    """The learner's glossary as the book's MyST page (see the module's notes).

    >>> page = ("# Glossary\\n\\nSee [A](#A).\\n\\n## A\\n\\n### ace\\n\\nBeats a [king](#king)."
    ...         "\\n\\n## K\\n\\n### king\\n### K\\n\\nUnder the [ace](#ace), [x](#rules-index).")
    >>> print(to_myst(page), end="")
    # Glossary
    <BLANKLINE>
    See [A](#glossary-a).
    <BLANKLINE>
    (glossary-a)=
    ## A
    <BLANKLINE>
    ```{glossary}
    :sorted:
    <BLANKLINE>
    ace
      Beats a {term}`king`.
    <BLANKLINE>
    ```
    <BLANKLINE>
    (glossary-k)=
    ## K
    <BLANKLINE>
    ```{glossary}
    :sorted:
    <BLANKLINE>
    king
    K
      Under the {term}`ace`, [x](#rules-index).
    <BLANKLINE>
    ```
    """
    lines = text.splitlines()
    letters = {match[1]: f"glossary-{match[1].lower()}"
               for line in lines if (match := LETTER.fullmatch(line))}
    terms = {anchor(match[1]): match[1] for line in lines if (match := TERM.fullmatch(line))}

    def link(match: re.Match[str]) -> str:
        shown, target = match[1], match[2]
        if target in terms:
            term = terms[target]
            return f"{{term}}`{term}`" if shown == term else f"{{term}}`{shown} <{term}>`"
        return f"[{shown}](#{letters.get(target, target)})"

    out: list[str] = []
    entry: list[str] = []  # the body of the entry being read, blank lines included

    def close_entry() -> None:
        """Write the entry's text, indented under its terms, without the blank lines around it."""
        body = "\n".join(entry).strip("\n").splitlines()
        out.extend([*(f"  {line}" if line else "" for line in body), ""] if body else [])
        entry.clear()

    in_letter = False
    for line in lines:
        letter, term = LETTER.fullmatch(line), TERM.fullmatch(line)
        if letter:
            if in_letter:
                close_entry()
                out += ["```", ""]
            out += [f"({letters[letter[1]]})=", line, "", "```{glossary}", ":sorted:", ""]
            in_letter = True
        elif term:
            close_entry()
            out.append(term[1])
        elif in_letter:
            entry.append(LINK.sub(link, line))
        else:  # the page's introduction (a comment to the authors as it is)
            out.append(line if line.startswith("<!--") else LINK.sub(link, line))
    if in_letter:
        close_entry()
        out.append("```")
    return "\n".join(out) + "\n"


def _read(app: Sphinx, docname: str, source: list[str]) -> None:
    if docname == DOCNAME:
        source[0] = to_myst(source[0])


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("source-read", _read)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
