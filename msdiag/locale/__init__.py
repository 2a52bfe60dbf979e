"""Message templates and rule pages per language: `en.py`, `zh.py`, `zh_docs.py`."""
