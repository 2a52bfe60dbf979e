from mindspore import nn, ops


class FrameEncoder(nn.Cell):
    """Encodes every frame with a shared MLP and keeps the time axis."""

    def __init__(self, frame_dim, width):
        super().__init__()
        self.mlp = nn.SequentialCell([nn.Dense(frame_dim, width), nn.ReLU()])

    def construct(self, clips):
        b, t, d = clips.shape
        return self.mlp(clips.reshape(b * t, d)).reshape(b, t, -1)


class TemporalPool(nn.Cell):
    def construct(self, feats):
        return ops.mean(feats, axis=1)


def build_backbone(cfg):
    return FrameEncoder(cfg["frame_dim"], cfg["width"])


def build_neck(cfg):
    return TemporalPool()


def build_head(cfg):
    return nn.Dense(cfg["width"], cfg["num_actions"])
