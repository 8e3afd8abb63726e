"""``python -m honeymoon`` runs the command line."""

import sys

from honeymoon.cli import main

sys.exit(main())
