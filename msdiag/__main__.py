"""`python -m msdiag` is the `msdiag` command."""
import sys

from .cli import main

sys.exit(main())
