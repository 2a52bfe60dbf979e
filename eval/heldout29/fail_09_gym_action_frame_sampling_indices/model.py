from mindspore import nn, ops, Tensor

import config
from sampling import segment_centres


class SparseFramePoseNet(nn.Cell):
    """Keeps SAMPLED_FRAMES frames, embeds each frame's pose, averages the segment scores."""

    def __init__(self, n_classes):
        super().__init__()
        self.frame_idx = Tensor(segment_centres(config.CLIP_FRAMES, config.SAMPLED_FRAMES))
        self.frame_mlp = nn.SequentialCell([nn.Dense(2 * config.KEYPOINTS, config.HIDDEN), nn.ReLU(),
                                            nn.Dense(config.HIDDEN, n_classes)])

    def construct(self, clip):
        frames = ops.gather(clip, self.frame_idx, 1)          # (batch, sampled, 2 * keypoints)
        return ops.mean(self.frame_mlp(frames), axis=1)
