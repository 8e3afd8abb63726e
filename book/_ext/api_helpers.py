"""Sphinx helpers for the API page (book/api.md).

1. A directive: what a package re-exports, linked to where it is defined.

``import honeymoon`` offers the names most lessons need (``honeymoon.Card``, ``honeymoon.score_deal``…),
but each is documented once, in the module that defines it (``honeymoon.cards.Card``): documenting
it twice would make Sphinx warn about duplicate descriptions. So the package section lists its
``__all__`` with a link and a one-line summary per name, read from the package itself, and the
list cannot go stale when a name is added::

    ```{eval-rst}
    .. honeymoon-reexports:: honeymoon
    ```

2. Private base classes (``_SimpleCall``) are not part of the documented API: "Bases:" shows the
   nearest public ancestors instead, so it links to nothing undocumented.

3. A link that Sphinx cannot resolve but Python can is resolved to the object Python finds:
   ``:class:`ConfigError``` in a module that imports it, ``honeymoon.new_game`` (re-exported),
   a type alias such as ``Call`` named in a signature. Our packages only; anything else still
   fails the build.

4. Every public module of the packages must be documented: one missing from api.md is a warning
   (an error under ``-W``), so a new module cannot be left out of the reference.

5. A widget's signature is its ``__init__``'s: autodoc would show the ``(*args, **kwargs)`` of
   ``traitlets.HasTraits.__new__``, which every ipywidget inherits.

6. Links into the standard library (``random.Random``, ``collections.abc.Sequence``…) are
   ignored by the nitpicky check: they could only resolve through intersphinx, which downloads.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import sys
from types import ModuleType
from typing import Any

from docutils import nodes
from docutils.statemachine import StringList
from sphinx.application import Sphinx
from sphinx.pycode import ModuleAnalyzer
from sphinx.util import inspect as sphinx_inspect
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective
from sphinx.util.inspect import stringify_signature
from sphinx.util.nodes import make_refnode, nested_parse_with_titles

logger = logging.getLogger(__name__)


def _submodules(package: ModuleType) -> list[ModuleType]:
    return [importlib.import_module(f"{package.__name__}.{info.name}")
            for info in pkgutil.iter_modules(package.__path__) if not info.name.startswith("_")]


def _home(package: ModuleType, name: str, obj: Any) -> str:
    """The module that defines ``name``: its ``__module__``, or the submodule whose ``__all__`` has it."""
    if inspect.isclass(obj) or inspect.isroutine(obj):
        return str(obj.__module__)
    for module in _submodules(package):
        if name in getattr(module, "__all__", ()) and getattr(module, name, None) is obj:
            return module.__name__
    raise ValueError(f"{package.__name__}.{name}: cannot tell which submodule defines it")


def _summary(module_name: str, name: str, obj: Any) -> str | None:
    """First paragraph of the docstring, or of the ``#:`` comment above a constant.

    ``None`` for a constant with no ``#:`` comment: autodoc skips those, so there is nothing to link to.
    """
    if inspect.isclass(obj) or inspect.isroutine(obj):
        doc = inspect.getdoc(obj) or ""
    else:
        comments = ModuleAnalyzer.for_module(module_name).find_attr_docs()
        if ("", name) not in comments:
            return None
        doc = "\n".join(comments[("", name)])
    paragraph = doc.strip().split("\n\n")[0]
    return " ".join(paragraph.split())


class ReexportsDirective(SphinxDirective):
    """List a package's ``__all__``: a link to each name's documentation and its summary."""

    required_arguments = 1
    has_content = False

    def run(self) -> list[nodes.Node]:
        package = importlib.import_module(self.arguments[0])
        items = nodes.bullet_list(classes=["hm-reexports"])
        ref_context = self.env.ref_context
        saved = {key: ref_context.get(key) for key in ("py:module", "py:class")}
        try:
            for name in package.__all__:
                if name.startswith("_"):
                    continue
                obj = getattr(package, name)
                home = _home(package, name, obj)
                # Roles in a summary are written relative to where the docstring is: resolve them there.
                ref_context["py:module"] = home
                if inspect.isclass(obj):
                    ref_context["py:class"] = name
                else:
                    ref_context.pop("py:class", None)
                summary = _summary(home, name, obj)
                if summary is None:
                    logger.warning(
                        "%s.%s is exported but undocumented: autodoc documents a constant only with a "
                        "'#:' comment above it in %s", package.__name__, name, home,
                        location=self.get_location(), type="honeymoon", subtype="undocumented")
                    text = f"``{name}`` (:py:mod:`{home}`)"
                else:
                    text = f":py:obj:`~{home}.{name}` (:py:mod:`{home}`)"
                    if summary:
                        text += f" — {summary}"
                item = nodes.list_item()
                nested_parse_with_titles(self.state, StringList([text], source=self.get_source_info()[0]),
                                         item)
                items += item
        finally:
            for key, value in saved.items():
                if value is None:
                    ref_context.pop(key, None)
                else:
                    ref_context[key] = value
        return [items]


def _public_bases(cls: type) -> list[type]:
    bases: list[type] = []
    for base in cls.__bases__:
        if base.__name__.startswith("_") and base is not object:
            bases.extend(b for b in _public_bases(base) if b not in bases)
        elif base not in bases:
            bases.append(base)
    return bases


def drop_private_bases(app: Sphinx, name: str, obj: Any, options: Any, bases: list[Any]) -> None:
    if any(getattr(base, "__name__", "").startswith("_") for base in bases):
        bases[:] = [base for base in _public_bases(obj) if base is not object] or [object]


def init_signature(app: Sphinx, what: str, name: str, obj: Any, options: Any, signature: str | None,
                   return_annotation: str | None) -> tuple[str, str | None] | None:
    """Sign a HasTraits subclass of ours with its own ``__init__``, not with ``HasTraits.__new__``."""
    if what != "class" or not inspect.isclass(obj) or "__init__" not in vars(obj):
        return None
    if not any(base.__module__.startswith("traitlets") for base in obj.__mro__):
        return None
    sig = sphinx_inspect.signature(obj.__init__, bound_method=True,
                                   type_aliases=app.config.autodoc_type_aliases)
    unqualified = app.config.autodoc_typehints_format == "short"
    return stringify_signature(sig, show_return_annotation=False,
                               unqualified_typehints=unqualified), return_annotation


PACKAGES = ("honeymoon", "honeymoon_widgets", "honeymoon_course")


def _ours(name: str) -> bool:
    return name.split(".")[0] in PACKAGES


def _lookup(dotted: str) -> Any:
    """The object a dotted name gives in Python (``honeymoon.new_game``), or None."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj: Any = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        try:
            for attribute in parts[cut:]:
                obj = getattr(obj, attribute)
        except AttributeError:
            return None
        return obj
    return None


def _documented_as(domain: Any, obj: Any, name: str) -> str | None:
    """The name under which the object ``obj``, reached as ``name``, is documented."""
    if (inspect.isclass(obj) or inspect.isroutine(obj)) and hasattr(obj, "__qualname__"):
        canonical = f"{obj.__module__}.{obj.__qualname__}"
        return canonical if canonical in domain.objects else None
    last = name.rsplit(".", 1)[-1]
    for fullname in domain.objects:
        if _ours(fullname) and fullname.rsplit(".", 1)[-1] == last and _lookup(fullname) is obj:
            return str(fullname)
    return None


def resolve_python_name(app: Sphinx, env: Any, node: Any, contnode: nodes.Element) -> nodes.Element | None:
    """Resolve a link to one of our objects by the name a reader of the code would use.

    Sphinx looks a name up only where it is documented. In our docstrings a name is often
    the one Python binds: ``ConfigError`` in a module that imports it, ``honeymoon.new_game``
    re-exported by the package, ``Call`` (a type alias, documented as data) named by a
    ``py:class`` link from a signature. Each is resolved to the object Python finds under that
    name, documented where it is defined. A name Python cannot find still fails the build.
    """
    if node.get("refdomain") != "py":
        return None
    target = node["reftarget"].lstrip("~.")
    module, cls = node.get("py:module") or "", node.get("py:class") or ""
    scopes = [f"{module}.{cls}.", f"{module}.", ""] if cls else [f"{module}.", ""]
    domain = env.get_domain("py")
    documented: str | None = None
    for scope in scopes:
        name = scope + target
        if not _ours(name):
            continue
        if name in domain.objects and domain.objects[name].objtype == "data":
            documented = name  # a type alias, linked with the class role from a signature
        else:
            obj = _lookup(name)
            documented = None if obj is None else _documented_as(domain, obj, name)
        if documented is not None:
            break
    if documented is None and node.get("reftype") == "class" and "." not in target:
        # A name imported under TYPE_CHECKING only (``call: Call``): our type alias of that name.
        aliases = [full for full, entry in domain.objects.items()
                   if entry.objtype == "data" and _ours(full) and full.endswith("." + target)]
        documented = aliases[0] if len(aliases) == 1 else None
    if documented is None:
        return None
    entry = domain.objects[documented]
    return make_refnode(app.builder, node["refdoc"], entry.docname, entry.node_id, contnode, documented)


def check_modules_documented(app: Sphinx, env: Any) -> None:
    documented = set(env.get_domain("py").modules)
    for package_name in PACKAGES:
        package = importlib.import_module(package_name)
        for module in [package, *_submodules(package)]:
            if module.__name__ not in documented:
                logger.warning("module %s is not in the API reference: add an automodule for it to "
                               "book/api.md", module.__name__, type="honeymoon", subtype="undocumented")


def ignore_stdlib_links(app: Sphinx, config: Any) -> None:
    modules = "|".join(sorted(name for name in sys.stdlib_module_names if not name.startswith("_")))
    config.nitpick_ignore_regex = [*config.nitpick_ignore_regex, ("py:.*", rf"({modules})(\..*)?")]


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("config-inited", ignore_stdlib_links)
    app.add_directive("honeymoon-reexports", ReexportsDirective)
    app.connect("autodoc-process-bases", drop_private_bases)
    app.connect("autodoc-process-signature", init_signature)
    app.connect("missing-reference", resolve_python_name)
    app.connect("env-check-consistency", check_modules_documented)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
