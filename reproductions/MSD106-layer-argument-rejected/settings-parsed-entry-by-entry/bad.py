"""A classifier head sized from a run configuration parsed from text. The parser stores every
value as the text it read, so `nn.Dense` gets `in_channels='32'` and rejects it while the model
is built. The line to change is where the parser stores the entries, not the Dense."""
from mindspore import nn

from run_config import RUN_TEXT, read_run_config


def build_head(config):
    width = config["hidden"]
    return nn.SequentialCell(nn.Dense(width, width), nn.ReLU(), nn.Dense(width, 5))


if __name__ == "__main__":
    head = build_head(read_run_config(RUN_TEXT))
    print(len(head.trainable_params()))
