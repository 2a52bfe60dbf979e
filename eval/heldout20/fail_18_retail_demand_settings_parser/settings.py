"""Experiment settings kept in the same key=value format the forecasting team uses in its .cfg files."""

SETTINGS_TEXT = """
# store-level weekly demand
stores = 6
weeks = 30
lag_weeks = 4
batch_size = 8
epochs = 2
learning_rate = 0.005
"""


def parse_settings(text):
    out = {}
    for line in text.strip().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        key, value = line.split("=", 1)
        out[key.strip()] = value.strip()  # ROOT
    return out
