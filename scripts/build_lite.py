"""Build the course as a static JupyterLite site (Pyodide kernel) in lite/_site.

    python scripts/build_lite.py            # the offline site, which the browser tests use
    python scripts/build_lite.py --publish  # the site to publish

Both sites serve Pyodide's core (npm `pyodide`, the version the Pyodide kernel expects) from
their own `static/pyodide/`, with a package lock (`pyodide-lock.json`) that lists the
project's wheel (`honeymoon`, `honeymoon_widgets` and `honeymoon_course`) and ipywidgets next
to it: the kernel loads them, and what they need, when it starts.

- Offline (the default): the lock lists only what the kernel, the library and the widgets
  need, each a pure-Python wheel fetched from PyPI with pip; nothing else is on the site and
  nothing is asked of any other machine. Pyodide's compiled packages (numpy, matplotlib …)
  are not on PyPI, so the offline site cannot plot or simulate with numpy: in its copy of each
  lesson (:func:`offline_copy`) the matplotlib import may fail and each plot then prints a line
  saying the published site draws it; a cell that needs numpy (``honeymoon.simulate``), or a
  name such a cell made, prints such a line instead of running; the rest of the lesson runs.
- Publish (--publish): the lock also lists all of Pyodide's other packages, at Pyodide's CDN
  (its usual distribution), so `import matplotlib` loads matplotlib there; the lessons are
  copied unchanged but for the cells that need endplay (tagged, see :func:`guard_numpy`),
  and PyPI stays reachable for `%pip install`.

Only the package registries are used: npm (`npm pack`) and PyPI (`pip wheel`, `pip download`).
Every build starts clean: an incremental `jupyter lite build` can silently drop `pyodideUrl`,
after which the page would ask the CDN for Pyodide; the build checks the built config for it.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import tokenize
import zipfile
from importlib import metadata
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
LITE = ROOT / "lite"
SITE = LITE / "_site"
LESSONS = ROOT / "lessons"

#: What the kernel itself loads (micropip, IPython and its completion) and what the course
#: needs in the browser. Their versions are those of Pyodide's lock (kernel side) or of the
#: course's environment (ipywidgets side, to match the widget front end `jupyter lite` copies
#: from this environment).
KERNEL_PACKAGES = ["micropip", "packaging", "ipython", "jedi"]
WIDGET_PACKAGES = ["ipywidgets", "comm", "jupyterlab_widgets"]
#: The Pyodide kernel's own wheels, which its JupyterLab extension carries. Listed in the lock
#: (and in jupyter-lite.json's preloaded packages), they load with the rest in one go; otherwise
#: the kernel installs them one after the other with micropip at each start.
KERNEL_EXTENSION = "@jupyterlite/pyodide-kernel-extension"
KERNEL_WHEELS = {"piplite": ["piplite"], "pyodide-kernel": ["pyodide_kernel"], "ipykernel": ["ipykernel"]}
#: The JupyterLab extensions the site needs: the kernel, the widgets, and the links between the
#: lab and notebook views. The others in this environment (nbgrader's, Voila's preview) need a
#: Jupyter server: in the site they would only be menus that fail, and more to load.
LAB_EXTENSIONS = [KERNEL_EXTENSION, "@jupyter-widgets/jupyterlab-manager", "@jupyter-notebook/lab-extension"]
#: PyPI's ipython 9 needs these as well (without jedi the kernel does not start).
IPYTHON_EXTRA_DEPENDS = ["jedi", "ipython-pygments-lexers"]
PROJECT = "honeymoon-bridge"

PLOT_NOTE = ("This plot needs matplotlib, which this offline copy of the course does not have: "
             "the published site draws it.")
NUMPY_NOTE = ("This cell needs numpy (a simulation of many deals), which this offline copy of the "
              "course does not have: the published site and JupyterLab run it.")
ENDPLAY_NOTE = ("This cell needs endplay (the double-dummy solver for four hands), which does not run "
                "in a browser: the course in JupyterLab runs it.")
#: The cell tag a lesson gives a cell that needs endplay (four-hand double dummy): no import shows it.
ENDPLAY_TAG = "needs-endplay"
#: The imports the offline site cannot satisfy, besides matplotlib: numpy and what needs it.
NUMPY_IMPORTS = re.compile(r"^(import numpy(?: as (\w+))?|from (?:numpy|honeymoon\.simulate) import (.+))$")


def log(message: str) -> None:
    print(f"build_lite: {message}", flush=True)


def run(*command: str | Path, cwd: Path | None = None, env: dict[str, str] | None = None) -> None:
    subprocess.run([str(part) for part in command], cwd=cwd, check=True,
                   env=None if env is None else {**os.environ, **env})


def normalize(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def pyodide_version() -> str:
    from jupyterlite_pyodide_kernel.constants import (
        PYODIDE_VERSION,  # the Pyodide the kernel expects
    )

    return str(PYODIDE_VERSION)


def fetch_pyodide_core(version: str, work: Path, dest: Path) -> dict[str, Any]:
    """npm's `pyodide` package (the core only: no package wheels) into dest; returns its lock."""
    run("npm", "pack", "--silent", f"pyodide@{version}", cwd=work)
    with tarfile.open(work / f"pyodide-{version}.tgz") as archive:
        archive.extractall(work / "npm", filter="data")
    package = work / "npm" / "package"
    dest.mkdir(parents=True)
    for name in ("pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "package.json"):
        shutil.copy2(package / name, dest / name)
    lock: dict[str, Any] = json.loads((package / "pyodide-lock.json").read_text())
    return lock


def closure(packages: dict[str, Any], seeds: list[str]) -> list[str]:
    """The seeds and everything their lock entries depend on, by normalized name."""
    seen: list[str] = []
    todo = [normalize(seed) for seed in seeds]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name not in packages:
            raise SystemExit(f"build_lite: {name} is not in Pyodide's lock")
        seen.append(name)
        todo.extend(normalize(dep) for dep in packages[name]["depends"])
    return sorted(seen)


def pip_download(requirements: list[str], python: str, dest: Path) -> None:
    """Pure-Python wheels of exactly these versions from PyPI, for the browser's Python."""
    run(sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:",
        "--python-version", python, "--implementation", "py", "--abi", "none", "--platform", "any",
        "-d", dest, *requirements)


def wheel_of(wheels: Path, name: str) -> Path:
    stem = re.sub(r"[-_.]+", "_", name).lower()
    found = [path for path in wheels.glob("*.whl") if path.name.lower().startswith(stem + "-")]
    if len(found) != 1:
        raise SystemExit(f"build_lite: expected one wheel of {name} in {wheels}, found {found}")
    return found[0]


def check_wheel(wheel: Path) -> None:
    """The wheel is pure Python, and every module of the three packages is in it, and the rules
    cards (a subpackage missing from pyproject's `packages` would only fail in the browser, as a
    ModuleNotFoundError)."""
    if not wheel.name.endswith("-py3-none-any.whl"):
        raise SystemExit(f"build_lite: the project's wheel {wheel.name} is not pure Python (py3-none-any): "
                         "Pyodide cannot load a compiled module built for this machine")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    compiled = sorted(name for name in names if name.endswith((".so", ".pyd", ".dylib")))
    if compiled:
        raise SystemExit(f"build_lite: the project's wheel holds compiled modules: {', '.join(compiled)}")
    missing = [f"{package}/{path.relative_to(ROOT / folder).as_posix()}"
               for folder, package in (("honeymoon", "honeymoon"), ("widgets", "honeymoon_widgets"),
                                      ("course", "honeymoon_course"))
               for path in sorted([*(ROOT / folder).rglob("*.py"), *(ROOT / folder).glob("rules_cards/*.md")])
               if "__pycache__" not in path.parts
               and f"{package}/{path.relative_to(ROOT / folder).as_posix()}" not in names]
    if missing:
        raise SystemExit(f"build_lite: the project's wheel lacks {', '.join(missing)}: list their packages "
                         "in pyproject.toml ([tool.setuptools] packages)")


def requires(wheel: Path) -> list[str]:
    """The distributions a wheel's metadata requires (without extras or markers), normalized."""
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        text = archive.read(name).decode()
    return sorted(normalize(re.split(r"[\s;<>=!~\[(]", line.split(":", 1)[1].strip())[0])
                  for line in text.splitlines()
                  if line.startswith("Requires-Dist:") and "extra ==" not in line)


def add_bytecode(wheel: Path) -> int:
    """Add to a pure-Python wheel each module's bytecode, compiled by the Python running this (the
    browser's: :func:`compile_for_browser` runs it in Pyodide); returns how many modules.

    Each ``.pyc`` goes where the import system looks (``__pycache__``, this Python's cache tag)
    and is *unchecked* (PEP 552): the kernel uses it as it is, without comparing it with the
    source's time, which unpacking a wheel changes. Without them the browser compiles every
    module of IPython, ipywidgets and the course again at each kernel start, about two seconds.
    The sources stay, for tracebacks; the wheel's RECORD lists the new files."""
    import base64
    import importlib.util
    import warnings
    from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]

    with zipfile.ZipFile(wheel) as archive:
        members = [(info, archive.read(info)) for info in archive.infolist()]
    if any("/__pycache__/" in info.filename for info, _ in members):
        return 0
    added: list[tuple[str, bytes]] = []
    for info, data in members:
        if not info.filename.endswith(".py"):
            continue
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                code = compile(data, info.filename, "exec", dont_inherit=True)
        except SyntaxError:  # a file no import can load (a template, an old test): left as it is
            continue
        added.append((importlib.util.cache_from_source(info.filename),
                      bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))))
    record = next(info for info, _ in members if info.filename.endswith(".dist-info/RECORD"))
    lines = [f"{name},sha256={base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b'=').decode()},"
             f"{len(data)}" for name, data in added]
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for info, data in members:
            if info is record:
                data = data.rstrip(b"\n") + b"\n" + "\n".join(lines).encode() + b"\n"
            archive.writestr(info, data)
        for name, data in added:
            archive.writestr(name, data)
    return len(added)


#: Runs :func:`add_bytecode` on every wheel of a folder in Pyodide under Node: argv = the
#: Pyodide core's folder, this script's folder, the wheels' folder.
COMPILE_JS = """
import { pathToFileURL } from "node:url";
const [core, scripts, wheels] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${core}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${core}/`, stdout: console.log, stderr: console.error });
pyodide.mountNodeFS("/scripts", scripts);
pyodide.mountNodeFS("/wheels", wheels);
await pyodide.runPythonAsync(`
import pathlib, sys
sys.path.insert(0, "/scripts")
import build_lite
for wheel in sorted(pathlib.Path("/wheels").glob("*.whl")):
    print(wheel.name, build_lite.add_bytecode(wheel))
`);
"""


def compile_for_browser(core: Path, wheels: Path) -> None:
    """Add the browser's bytecode to every wheel in ``wheels`` (:func:`add_bytecode`), compiled
    by the browser's own Python: Pyodide's core, run by Node, as the build has them."""
    script = wheels.parent / "compile_wheels.mjs"
    script.write_text(COMPILE_JS)
    result = subprocess.run(["node", str(script), str(core), str(Path(__file__).resolve().parent),
                             str(wheels)], capture_output=True, text=True)
    if result.returncode:
        raise SystemExit(f"build_lite: compiling the wheels in Pyodide failed:\n{result.stderr[-3000:]}")
    counts = dict(line.rsplit(" ", 1) for line in result.stdout.splitlines()
                  if line.endswith(tuple("0123456789")))
    log(f"bytecode for the browser's Python added to {len(counts)} wheels "
        f"({sum(map(int, counts.values()))} modules)")


def lock_entry(name: str, version: str, wheel: Path, imports: list[str],
               depends: list[str]) -> dict[str, Any]:
    return {"name": name, "version": version, "file_name": wheel.name, "install_dir": "site",
            "sha256": sha256(wheel), "package_type": "package", "imports": imports, "depends": depends}


def build_lock(lock: dict[str, Any], version: str, work: Path, dest: Path, publish: bool) -> list[str]:
    """Write dest/pyodide-lock.json and the wheels it names, each with the browser's bytecode
    (:func:`add_bytecode`); returns the wheels' names. Pyodide's npm package is in work/npm."""
    packages: dict[str, Any] = lock["packages"]
    python = ".".join(lock["info"]["python"].split(".")[:2])
    ipython = packages["ipython"]
    ipython["depends"] = sorted(set(ipython["depends"]) | set(IPYTHON_EXTRA_DEPENDS))
    packages.setdefault("ipython-pygments-lexers", {
        "name": "ipython-pygments-lexers", "version": metadata.version("ipython-pygments-lexers"),
        "install_dir": "site", "package_type": "package", "imports": ["ipython_pygments_lexers"],
        "depends": ["pygments"]})
    kept = closure(packages, KERNEL_PACKAGES)

    wheels = work / "wheels"
    wheels.mkdir()
    # The course's widgets in the versions of this environment's front end (jupyterlab_widgets).
    widget_versions = {name: metadata.version(name) for name in WIDGET_PACKAGES}
    pip_download([f"{packages[name]['name']}=={packages[name]['version']}" for name in kept]
                 + [f"{name}=={widget_versions[name]}" for name in WIDGET_PACKAGES], python, wheels)
    # Pure Python for the browser: HONEYMOON_PURE=1 keeps setup.py from compiling the solver.
    run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", wheels, ROOT,
        env={"HONEYMOON_PURE": "1"})
    extension = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / KERNEL_EXTENSION
    kernel_wheels = extension / "static" / "pypi"
    for name in KERNEL_WHEELS:
        shutil.copy2(wheel_of(kernel_wheels, name), wheels)
    compile_for_browser(work / "npm" / "package", wheels)

    out: dict[str, Any] = {}
    cdn = f"https://cdn.jsdelivr.net/pyodide/v{version}/full/"
    if publish:  # Pyodide's usual distribution, from its CDN, for everything not rewritten below
        for name, entry in packages.items():
            if "file_name" in entry:
                out[name] = dict(entry, file_name=cdn + entry["file_name"])
    for name in kept:  # PyPI's wheel: its file name and checksum differ from Pyodide's build
        entry = packages[name]
        wheel = wheel_of(wheels, entry["name"])
        out[name] = dict(entry, file_name=wheel.name, sha256=sha256(wheel))
    for name, imports in KERNEL_WHEELS.items():
        wheel = wheel_of(wheels, name)
        out[name] = lock_entry(name, wheel.name.split("-")[1], wheel, imports, requires(wheel))
    out["comm"] = lock_entry("comm", widget_versions["comm"], wheel_of(wheels, "comm"), ["comm"],
                             ["traitlets"])
    out["jupyterlab-widgets"] = lock_entry("jupyterlab_widgets", widget_versions["jupyterlab_widgets"],
                                           wheel_of(wheels, "jupyterlab_widgets"), ["jupyterlab_widgets"], [])
    out["ipywidgets"] = lock_entry("ipywidgets", widget_versions["ipywidgets"],
                                   wheel_of(wheels, "ipywidgets"), ["ipywidgets"],
                                   ["comm", "ipython", "traitlets", "jupyterlab-widgets"])
    project = wheel_of(wheels, PROJECT)
    check_wheel(project)
    out[PROJECT] = lock_entry(PROJECT, project.name.split("-")[1], project,
                              ["honeymoon", "honeymoon_widgets", "honeymoon_course"], ["ipywidgets"])

    names = []
    for name, entry in out.items():
        if not entry["file_name"].startswith("https://"):
            shutil.copy2(wheels / entry["file_name"], dest / entry["file_name"])
            names.append(entry["file_name"])
        for dep in entry["depends"]:
            if normalize(dep) not in out:
                raise SystemExit(f"build_lite: {name} depends on {dep}, which the lock does not list")
    (dest / "pyodide-lock.json").write_text(json.dumps({"info": lock["info"], "packages": out}, indent=1))
    return sorted(names)


def guard_plots(notebook: dict[str, Any]) -> int:
    """Make a lesson run without matplotlib; returns how many plots it guards.

    The import becomes `try: ... except ImportError: plt = None`; in each cell that draws, the
    lines from the first one using `plt` on go under `if plt is None: print(...) else:`, so the
    numbers computed before the plot still exist for the cells after it.
    """
    guarded = 0
    for cell in notebook["cells"]:
        if cell["cell_type"] != "code":
            continue
        source = "".join(cell["source"])
        lines = source.split("\n")
        if "import matplotlib.pyplot as plt" in lines:
            at = lines.index("import matplotlib.pyplot as plt")
            lines[at:at + 1] = ["try:", "    import matplotlib.pyplot as plt",
                                "except ImportError:  # this offline copy has no matplotlib",
                                "    plt = None"]
        elif re.search(r"\bplt\.", source):
            start = next(i for i, line in enumerate(lines) if re.search(r"\bplt\.", line))
            while start > 0 and lines[start - 1].startswith((" ", ")", "]")):  # a statement's start
                start -= 1
            multiline = any(token.type == tokenize.STRING and "\n" in token.string
                            for token in tokenize.generate_tokens(io.StringIO(source).readline))
            if multiline or lines[start].startswith(" "):
                raise SystemExit("build_lite: cannot guard this plotting cell (a multi-line string or "
                                 f"an indented plot):\n{source}")
            body = [("    " + line) if line else line for line in lines[start:]]
            lines = [*lines[:start], "if plt is None:", f"    print({PLOT_NOTE!r})", "else:", *body]
            guarded += 1
        else:
            continue
        new = "\n".join(lines)
        ast.parse(new)
        cell["source"] = new.splitlines(keepends=True)
    return guarded


_SCOPES = (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef,
           ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)


def _binds(node: ast.AST) -> set[str]:
    """The names a statement binds in its own scope (not inside a function, class or
    comprehension it holds, but a function's or class's own name)."""
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        return {node.name}
    if isinstance(node, ast.Import | ast.ImportFrom):
        return {(alias.asname or alias.name).split(".")[0] for alias in node.names}
    if isinstance(node, ast.Name):
        return {node.id} if isinstance(node.ctx, ast.Store) else set()
    if isinstance(node, ast.ExceptHandler) and node.name:
        return {node.name} | set().union(*map(_binds, node.body))
    if isinstance(node, _SCOPES):
        return set()
    return set().union(*(_binds(child) for child in ast.iter_child_nodes(node)))


def _block(statements: list[ast.stmt], bound: set[str]) -> set[str]:
    """The names a block reads before it binds them, statement after statement; ``bound`` (the
    names bound before it) grows with what the block binds."""
    read: set[str] = set()
    for statement in statements:
        if isinstance(statement, ast.For | ast.AsyncFor):
            read |= _reads(statement.iter, bound)
            bound |= _binds(statement.target)
            read |= _block([*statement.body, *statement.orelse], bound)
        elif isinstance(statement, ast.With | ast.AsyncWith):
            for item in statement.items:
                read |= _reads(item.context_expr, bound)
                bound |= _binds(item.optional_vars) if item.optional_vars else set()
            read |= _block(statement.body, bound)
        elif isinstance(statement, ast.If | ast.While):
            read |= _reads(statement.test, bound)
            read |= _block([*statement.body, *statement.orelse], bound)
        elif isinstance(statement, ast.Try):
            read |= _block(statement.body, bound)
            for handler in statement.handlers:
                read |= _reads(handler.type, bound) if handler.type else set()
                bound |= {handler.name} if handler.name else set()
                read |= _block(handler.body, bound)
            read |= _block([*statement.orelse, *statement.finalbody], bound)
        else:
            read |= _reads(statement, bound)
            bound |= _binds(statement)
    return read


def _reads(node: ast.AST, bound: set[str]) -> set[str]:
    """The names an expression or simple statement reads that ``bound`` does not hold; a nested
    function, lambda or comprehension reads what its own arguments and locals do not hold."""
    if isinstance(node, ast.Name):
        return {node.id} - bound if isinstance(node.ctx, ast.Load) else set()
    if isinstance(node, ast.AugAssign):  # x += 1 reads x first
        target = ({node.target.id} - bound if isinstance(node.target, ast.Name)
                  else _reads(node.target, bound))
        return target | _reads(node.value, bound)
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
        outer = [*getattr(node, "decorator_list", []), *node.args.defaults,
                 *(d for d in node.args.kw_defaults if d is not None)]
        body: list[ast.stmt] = node.body if isinstance(node.body, list) else [ast.Expr(node.body)]
        inner = bound | {arg.arg for arg in ast.walk(node.args) if isinstance(arg, ast.arg)}
        inner |= set().union(*map(_binds, body))  # its locals, wherever bound in it
        return set().union(*(_reads(d, bound) for d in outer)) | _block(body, inner)
    if isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp):
        inner = bound | set().union(*(_binds(g.target) for g in node.generators))
        parts = [*(g.iter for g in node.generators[1:]), *(c for g in node.generators for c in g.ifs),
                 *([node.key, node.value] if isinstance(node, ast.DictComp) else [node.elt])]
        return _reads(node.generators[0].iter, bound) | set().union(*(_reads(p, inner) for p in parts))
    return set().union(*(_reads(child, bound) for child in ast.iter_child_nodes(node)))


def _names(tree: ast.Module) -> tuple[set[str], set[str]]:
    """The names a cell reads before binding them itself, and the names it binds."""
    bound: set[str] = set()
    read = _block(tree.body, bound)
    return read, bound


def guard_numpy(notebook: dict[str, Any], *, numpy: bool = True) -> int:
    """Make a lesson run without numpy (unless ``numpy=False``: the site has it) and without
    endplay; returns how many cells print a note instead.

    Each import of numpy or of ``honeymoon.simulate`` (alone on its line) is taken out; a cell
    that reads one of the names they gave, or a name only a cell already taken out binds, prints
    :data:`NUMPY_NOTE` instead of running, and the names it alone binds are taken out in turn.
    A cell tagged :data:`ENDPLAY_TAG` is taken out the same way, with :data:`ENDPLAY_NOTE`."""
    missing: dict[str, str] = {}  # each name taken out, and the note of the cell that made it
    bound_before: set[str] = set()  # by the cells that still run
    noted = 0
    for cell in notebook["cells"]:
        if cell["cell_type"] != "code":
            continue
        lines = "".join(cell["source"]).split("\n")
        kept = []
        for line in lines:
            found = NUMPY_IMPORTS.match(line.strip()) if numpy else None
            if found and not line.startswith(" "):
                names = found.group(3)
                if names and "(" in names:
                    raise SystemExit(f"build_lite: write this import on one line, without brackets, so "
                                     f"that the offline copy can take it out:\n{line}")
                missing.update(dict.fromkeys(
                    [name.split(" as ")[-1].strip() for name in names.split(",")] if names
                    else [found.group(2) or "numpy"], NUMPY_NOTE))
            else:
                kept.append(line)
        source = "\n".join(kept)
        read, bound = _names(ast.parse(source))
        causes = sorted({missing[name] for name in read if name in missing})
        if ENDPLAY_TAG in cell.get("metadata", {}).get("tags", []):
            causes = [ENDPLAY_NOTE]
        if causes:
            missing.update(dict.fromkeys(bound - bound_before, causes[0]))
            source = f"print({causes[0]!r})"
            noted += 1
        else:
            bound_before |= bound
            for name in bound:
                missing.pop(name, None)
        cell["source"] = source.splitlines(keepends=True)
    return noted


def offline_copy(notebook: dict[str, Any], name: str, *, publish: bool = False) -> dict[str, Any]:
    """A lesson as the site serves it: the cells needing endplay (no Pyodide build of it exists)
    replaced by a note; offline also the plots guarded and the cells needing numpy replaced. It
    names the site's kernel as the start page does (JupyterLite, like JupyterLab, marks a notebook
    modified on opening when its saved kernel is another)."""
    start_page = json.loads((LITE / "README.ipynb").read_text(encoding="utf-8"))
    notebook.setdefault("metadata", {})["kernelspec"] = start_page["metadata"]["kernelspec"]
    guarded = 0
    if not publish:
        uses_plt = "import matplotlib.pyplot as plt" in json.dumps(notebook)
        guarded = guard_plots(notebook)
        if uses_plt and not guarded:
            raise SystemExit(f"build_lite: {name} imports matplotlib but no plot was guarded")
    noted = guard_numpy(notebook, numpy=not publish)
    if guarded or noted:
        log(f"{name}: {guarded} plot(s) and {noted} cell(s) needing numpy or endplay print a note "
            f"instead{'' if publish else ' offline'}")
    return notebook


def copy_contents(dest: Path, publish: bool) -> None:
    """The start page, the lessons and the glossary they link to, as the site's files."""
    dest.mkdir(parents=True)
    shutil.copy2(LITE / "README.ipynb", dest / "README.ipynb")
    (dest / "lessons").mkdir()
    shutil.copy2(LESSONS / "glossary.md", dest / "lessons" / "glossary.md")
    for lesson in sorted(LESSONS.glob("*.ipynb")):
        notebook = offline_copy(json.loads(lesson.read_text()), lesson.name, publish=publish)
        (dest / "lessons" / lesson.name).write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n")


def check_site(site: Path, publish: bool) -> None:
    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    settings = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    url = settings.get("pyodideUrl", "")
    if url != "./static/pyodide/pyodide.mjs":
        raise SystemExit(f"build_lite: the built site's pyodideUrl is {url!r}, not the local Pyodide")
    if not (site / "static" / "pyodide" / "pyodide-lock.json").is_file():
        raise SystemExit("build_lite: the built site has no static/pyodide/pyodide-lock.json")
    if not publish and not settings.get("disablePyPIFallback"):
        raise SystemExit("build_lite: the offline site must not fall back to PyPI")


def build(publish: bool, site: Path) -> None:
    started = time.monotonic()
    version = pyodide_version()
    if site.exists():  # a failed build leaves no site behind, rather than an older one
        shutil.rmtree(site)
    with tempfile.TemporaryDirectory(prefix="honeymoon-lite-") as tmp:
        work = Path(tmp)
        stage = work / "lite"  # jupyter lite's own folder: config, static/, its caches
        stage.mkdir()
        config = json.loads((LITE / "jupyter-lite.json").read_text())
        if publish:
            settings = config["jupyter-config-data"]["litePluginSettings"][
                "@jupyterlite/pyodide-kernel-extension:kernel"]
            settings["disablePyPIFallback"] = False
        (stage / "jupyter-lite.json").write_text(json.dumps(config, indent=2))
        extensions = Path(sys.prefix) / "share" / "jupyter" / "labextensions"
        (stage / "jupyter_lite_config.json").write_text(json.dumps({"LiteBuildConfig": {
            "ignore_sys_prefix": ["federated_extensions"],
            "federated_extensions": [str(extensions / name) for name in LAB_EXTENSIONS]}}, indent=2))

        pyodide = stage / "static" / "pyodide"
        lock = fetch_pyodide_core(version, work, pyodide)
        log(f"Pyodide {version} core (Python {lock['info']['python']}) from npm")
        wheels = build_lock(lock, version, work, pyodide, publish)
        log(f"{len(wheels)} wheels in the lock: {', '.join(wheels)}")
        copy_contents(work / "files", publish)

        run(sys.executable, "-m", "jupyter", "lite", "build", "--lite-dir", stage,
            "--contents", work / "files", "--output-dir", site,
            # JupyterLab, and the simpler Notebook view with its file list; no source maps.
            "--apps", "lab", "--apps", "notebooks", "--apps", "tree",
            "--no-sourcemaps", "--no-unused-shared-packages", "--no-libarchive", cwd=work)
    check_site(site, publish)
    mode = "publish" if publish else "offline"
    info = {"mode": mode, "pyodide": version, "python": lock["info"]["python"], "wheels": wheels}
    (site / "honeymoon-lite.json").write_text(json.dumps(info, indent=1) + "\n")
    size = sum(path.stat().st_size for path in site.rglob("*") if path.is_file())
    shown = site.relative_to(ROOT) if site.is_relative_to(ROOT) else site
    log(f"{mode} site in {shown}: {size / 1e6:.0f} MB, built in {time.monotonic() - started:.0f} s. "
        f"Serve it with: python -m http.server -d {shown} --bind 127.0.0.1 8000")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--publish", action="store_true",
                        help="the site to publish: Pyodide's other packages (matplotlib …) from its CDN")
    parser.add_argument("--output", type=Path, default=SITE, help="where the site goes (default: lite/_site)")
    args = parser.parse_args()
    build(args.publish, args.output.resolve())


if __name__ == "__main__":
    main()
