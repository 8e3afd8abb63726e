"""The compiled double-dummy search, an optional extension (the metadata is in pyproject.toml).

``pip install`` builds ``honeymoon._native`` from C where a C compiler and Python's headers are
found; where not, or with the environment variable ``HONEYMOON_PURE=1``, the package installs
as pure Python and :mod:`honeymoon.solver` uses its Python search (slower on three hands).
"""

import os

from setuptools import Extension, setup

pure = os.environ.get("HONEYMOON_PURE", "") not in ("", "0")
native = Extension("honeymoon._native", ["honeymoon/_native.c"], optional=True,
                   extra_compile_args=["-std=c99", "-O3"] if os.name == "posix" else [])
setup(ext_modules=[] if pure else [native])
