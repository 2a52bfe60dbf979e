"""Run settings in the INI-like text the lab's launcher writes."""
RUN_TEXT = """
hidden = 32
classes = 5
dropout = 0.1
"""


def read_run_config(text):
    config = {}
    for raw in text.strip().splitlines():
        key, _, value = raw.partition("=")
        config[key.strip()] = float(value) if "." in value else int(value)
    return config
