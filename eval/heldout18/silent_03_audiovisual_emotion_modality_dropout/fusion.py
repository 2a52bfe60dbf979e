import random

import mindspore as ms
from mindspore import nn, ops


class LateFusionEmotionNet(nn.Cell):
    def __init__(self, audio_dim, video_dim, fused_dim, n_classes, p_drop_audio):
        super().__init__()
        self.audio_enc = nn.SequentialCell(nn.Dense(audio_dim, fused_dim), nn.ReLU())
        self.video_enc = nn.SequentialCell(nn.Dense(video_dim, fused_dim), nn.ReLU())
        self.head = nn.Dense(fused_dim, n_classes)
        self.p_drop_audio = p_drop_audio

    def construct(self, audio, video):
        a = self.audio_enc(audio)
        v = self.video_enc(video)
        keep_audio = 1.0
        if self.training and random.random() < self.p_drop_audio:  # ROOT
            keep_audio = 0.0
        fused = (keep_audio * a + v) / (keep_audio + 1.0)
        return self.head(fused), ops.scalar_to_tensor(keep_audio, ms.float32)
