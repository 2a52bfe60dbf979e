import mindspore as ms
from mindspore import nn, ops


class EarlyExitNet(nn.Cell):
    """A stack of blocks, each with its own classifier; returns the most confident exit."""

    def __init__(self, cfg):
        super().__init__()
        dim = cfg["hidden"]
        self.stem = nn.Dense(cfg["in_dim"], dim)
        self.blocks = nn.CellList([nn.SequentialCell([nn.Dense(dim, dim), nn.ReLU()])
                                   for _ in range(cfg["num_exits"])])
        self.exits = nn.CellList([nn.Dense(dim, cfg["num_classes"]) for _ in range(cfg["num_exits"])])
        self.floor = cfg["min_confidence"]  # ROOT

    def construct(self, x):
        h = self.stem(x)
        best_conf = self.floor
        best_logits = ops.zeros((x.shape[0], self.exits[0].out_channels), x.dtype)
        for block, exit_head in zip(self.blocks, self.exits):
            h = block(h)
            logits = exit_head(h)
            conf = ops.softmax(logits, axis=-1).max(axis=-1).mean()
            if conf > best_conf:
                best_conf = conf
                best_logits = logits
        return best_logits, best_conf
