from mindspore import nn, ops, Tensor

from utils import segment_indices


class FrameEncoder(nn.Cell):
    def __init__(self, feat_dim):
        super().__init__()
        self.body = nn.SequentialCell(
            nn.Conv2d(3, 16, 3, stride=2, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(16, 32, 3, stride=2, pad_mode="same"), nn.ReLU(),
            nn.Conv2d(32, feat_dim, 3, stride=2, pad_mode="same"), nn.ReLU(),
        )

    def construct(self, x):
        return self.body(x).mean(axis=(2, 3))


class SegmentNetwork(nn.Cell):
    """Temporal Segment Network: one frame per segment, consensus by averaging."""

    def __init__(self, cfg):
        super().__init__()
        self.num_segments = cfg.NUM_SEGMENTS
        self.frame_idx = Tensor(segment_indices(cfg.CLIP_FRAMES, cfg.NUM_SEGMENTS))
        self.encoder = FrameEncoder(cfg.FEAT_DIM)
        self.classifier = nn.Dense(cfg.FEAT_DIM, len(cfg.ACTIONS))

    def construct(self, clips):
        b = clips.shape[0]
        frames = ops.gather(clips, self.frame_idx, 1)
        frames = frames.reshape((b * self.num_segments,) + frames.shape[2:])
        logits = self.classifier(self.encoder(frames))
        return logits.reshape(b, self.num_segments, -1).mean(axis=1)
