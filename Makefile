# The course's commands. `make lab` opens the course, `make test` runs everything CI runs.
# Both create or update the local virtual environment .venv/ first.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# The tests start many Python processes (test workers, kernels, the command line): each reads
# the modules compiled by the first, whatever the shell's PYTHONDONTWRITEBYTECODE says.
export PYTHONDONTWRITEBYTECODE :=
# What a learner needs (the library, the widgets, JupyterLab), and what the tests add on top.
COURSE := $(VENV)/.course-installed
TESTING := $(VENV)/.test-installed
# JupyterLite's build tools, for the offline site (make lite).
LITE_TOOLS := $(VENV)/.lite-installed

.PHONY: lab play frontend test quick lint typecheck unit lessons-check book browser chromium pdf-libs postgres lessons bench clean lite

$(COURSE): pyproject.toml setup.py honeymoon/_native.c
	test -d $(VENV) || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[course]"
	touch $(COURSE)

$(LITE_TOOLS): $(COURSE)
	$(BIN)/python -m pip install --quiet -e ".[course,lite]"
	touch $(LITE_TOOLS)

# The tests build the offline site too: its tools are installed with theirs, before any test runs.
$(TESTING): $(COURSE) $(LITE_TOOLS)
	$(BIN)/python -m pip install --quiet -e ".[course,test,teacher,hub]"
	@# OpenSpiel lets the tests cross-check Boerenbridge against its oh_hell; they skip without it.
	$(BIN)/python -m pip install --quiet -e ".[reference]" || echo "open-spiel could not be installed: its cross-checks will be skipped"
	touch $(TESTING)

# Opens the course for any user, root included; with no browser at hand it prints the address.
# LAB_ARGS passes more JupyterLab options: make lab LAB_ARGS="--port 8890".
lab: $(COURSE)
	sh scripts/lab.sh $(LAB_ARGS)

# The "play against the computer" app alone (app/play.ipynb), served by Voila with the app's
# settings (app/voila.py: 127.0.0.1, the app's template, pre-started kernels for a class, idle
# tables closed after 30 minutes). PLAY_ARGS passes more Voila options: make play PLAY_ARGS="--port 8867".
# bench/play_app.py starts the server the same way (tests/browser/browser_support.py, play_command).
play: $(COURSE) frontend
	JUPYTER_PATH=app $(BIN)/voila app/play.ipynb --Voila.config_file_paths=app \
		$$( [ "$$(id -u)" = 0 ] && echo --ServerApp.allow_root=True ) $(PLAY_ARGS)

# The play page's script and style sheet (app/frontend), bundled into the app's template by
# esbuild from the npm registry's packages pinned in package-lock.json; rebuilt when the sources
# or the lock change. No package's install script is needed (esbuild's only checks its binary).
FRONTEND := app/frontend
FRONTEND_BUNDLE := app/voila/templates/honeymoon/static/honeymoon.js

$(FRONTEND)/node_modules/.installed: $(FRONTEND)/package.json $(FRONTEND)/package-lock.json
	cd $(FRONTEND) && npm ci --ignore-scripts --no-audit --no-fund
	touch $@

$(FRONTEND_BUNDLE): $(FRONTEND)/node_modules/.installed $(FRONTEND)/build.mjs $(FRONTEND)/tsconfig.json $(wildcard $(FRONTEND)/src/*)
	cd $(FRONTEND) && npm run --silent typecheck && npm run --silent build

frontend: $(FRONTEND_BUNDLE)

lint: $(TESTING)
	$(BIN)/ruff check honeymoon widgets course tests bench book/_ext scripts

# mypy reads honeymoon_widgets and honeymoon_course through links named as the packages (their
# folders are widgets/ and course/), bench/play_app.py's browser helpers from tests/browser and
# bench/tables.py's PostgreSQL server from tests.
typecheck: $(TESTING)
	mkdir -p $(VENV)/mypy && ln -sfn ../../widgets $(VENV)/mypy/honeymoon_widgets \
		&& ln -sfn ../../course $(VENV)/mypy/honeymoon_course
	MYPYPATH=$(VENV)/mypy:tests/browser:tests $(BIN)/mypy --strict honeymoon $(VENV)/mypy/honeymoon_widgets \
		$(VENV)/mypy/honeymoon_course scripts bench

# The tests run in as many processes as the machine has cores (pytest-xdist); JOBS=0 runs them
# in this process (for pdb), JOBS=2 in two.
JOBS ?= auto

# --durations: the slowest tests, in the log, for whoever keeps `make test` short.
unit: $(TESTING) pdf-libs postgres
	HONEYMOON_PROGRESS=$$(mktemp -d)/progress.json $(BIN)/python -m pytest -q -p no:cacheprovider -p no:nbval -n $(JOBS) -m "not browser and not server" tests honeymoon widgets course \
		--doctest-modules --doctest-glob=README.md README.md --durations=15

# The notebooks checked against their saved outputs: the lessons, the book's widget page and its
# class overview.
NOTEBOOKS := lessons/*.ipynb book/widgets.ipynb book/class_overview.ipynb

lessons-check: $(TESTING)
	HONEYMOON_PROGRESS=$$(mktemp -d)/progress.json $(BIN)/python -m pytest -q -p no:cacheprovider -n $(JOBS) --dist loadfile --nbval --nbval-current-env \
		--nbval-sanitize-with lessons/sanitize.cfg $(NOTEBOOKS)

# --all: a page that warned in an earlier build warns again.
book: $(TESTING)
	sh scripts/fetch_widget_js.sh
	$(BIN)/jupyter-book build --all -W -n --keep-going book

# The course as a static JupyterLite site in lite/_site (Pyodide kernel: Python in the browser,
# nothing to install). Built offline from the package registries: Pyodide's core, the project's
# wheels, no matplotlib. `make lite LITE_ARGS=--publish` builds the site to publish instead,
# whose other packages (matplotlib among them) come from Pyodide's CDN.
lite: $(LITE_TOOLS)
	$(BIN)/python scripts/build_lite.py $(LITE_ARGS)

# Debian's Chromium for the browser tests (Playwright drives it; it never downloads a browser).
# Pango and the DejaVu fonts, which WeasyPrint prints the teacher's PDF files with (Chromium's
# install brings them too: this runs first, so that two apt-get never run at once).
pdf-libs: $(TESTING)
	@$(BIN)/python -c "import weasyprint" >/dev/null 2>&1 || { \
		echo "installing Pango and the DejaVu fonts for WeasyPrint (needs root)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			libpango-1.0-0 libpangoft2-1.0-0 fonts-dejavu-core >/dev/null; }

chromium: pdf-libs postgres
	@command -v chromium >/dev/null 2>&1 || { \
		echo "installing Debian's chromium for the browser tests (needs root)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

# Debian's PostgreSQL, which the table store's tests (tests/test_tables.py) and bench/tables.py start
# in a folder of their own (its programs in /usr/lib/postgresql/*/bin; no server is left running).
# Chromium's install waits for this one, so that two apt-get never run at once.
postgres: pdf-libs
	@ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || command -v pg_ctl >/dev/null 2>&1 || { \
		echo "installing Debian's postgresql for the table store's tests (needs root)"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; }

# Two test files at a time: most of a browser test's time is spent waiting on a server or a page.
# The tests that start a real server or tool chain (tests/servers) run here too, for the same reason.
browser: book lite chromium frontend
	CI=1 HONEYMOON_PROGRESS=$$(mktemp -d)/progress.json $(BIN)/python -m pytest -q -p no:cacheprovider -p no:nbval -n 2 --dist loadfile \
		-m "browser or server" tests/browser tests/servers --durations=15

# Re-execute every lesson (and the widget page) in place after changing the library or the widgets.
# The lessons keep no widget state (the book shows their widgets' saved pictures); the widget page
# keeps it, for the book to draw its widgets. Checked answers go to a progress file of the run's own.
lessons: $(TESTING)
	HONEYMOON_PROGRESS=$$(mktemp -d)/progress.json $(BIN)/jupyter nbconvert --to notebook --execute \
		--inplace --ExecutePreprocessor.store_widget_state=False lessons/*.ipynb
	HONEYMOON_PROGRESS=$$(mktemp -d)/progress.json $(BIN)/jupyter nbconvert --to notebook --execute \
		--inplace book/widgets.ipynb book/class_overview.ipynb

# The checks of the code, the unit tests, the browser tests (with the book and the offline site they
# open) and the lessons run side by side: a browser test spends much of its time waiting on a server
# or a page, and the others keep both cores busy meanwhile. Each one's log is printed in one piece
# when it ends; any failure fails the whole.
# Every install is done first: two pip runs into one environment at once, or a build reading it
# while pip writes it, would race.
test: $(TESTING)
	$(MAKE) --no-print-directory --output-sync=target -j4 lint typecheck unit browser lessons-check

clean:
	rm -rf book/_build book/_static_js app/voila/templates/honeymoon/static app/frontend/node_modules

# The short loop while working: no slow property runs, no notebooks, no book, no browser.
quick: lint typecheck
	$(BIN)/python -m pytest -q -p no:cacheprovider -p no:nbval -m "not browser and not server and not slow" tests honeymoon widgets course \
		--doctest-modules --doctest-glob=README.md README.md

# Performance figures, never part of the tests; OpenSpiel, when the set-up could install it,
# is measured in the same run.
bench: $(TESTING)
	$(BIN)/python bench/engine.py
	$(BIN)/python bench/boerenbridge.py
	$(BIN)/python bench/widgets.py
	$(BIN)/python bench/deals.py
	$(BIN)/python bench/double_dummy.py
	$(BIN)/python bench/claims.py
