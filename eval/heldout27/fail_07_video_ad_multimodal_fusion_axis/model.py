import mindspore.nn as nn
import mindspore.ops as ops

import config


class LateFusionTower(nn.Cell):
    def __init__(self, axis):
        super().__init__()
        self.axis = axis
        self.visual_proj = nn.Dense(config.VISUAL_DIM, config.HIDDEN)
        self.audio_proj = nn.Dense(config.AUDIO_DIM, config.HIDDEN // 2)

    def construct(self, visual, audio):           # (B, S, Dv), (B, S, Da)
        v = ops.relu(self.visual_proj(visual))
        a = ops.relu(self.audio_proj(audio))
        return ops.concat((v, a), axis=self.axis)


class EngagementModel(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fusion = LateFusionTower(config.FUSION_AXIS)
        fused = config.HIDDEN + config.HIDDEN // 2
        self.temporal = nn.GRU(fused, config.HIDDEN, batch_first=True)
        self.head = nn.Dense(config.HIDDEN, 1)

    def construct(self, visual, audio):
        h, _ = self.temporal(self.fusion(visual, audio))
        return ops.sigmoid(self.head(h[:, -1]))


class EngagementLoss(nn.Cell):
    def __init__(self, net):
        super().__init__(auto_prefix=False)
        self.net = net
        self.mse = nn.MSELoss()

    def construct(self, visual, audio, completion):
        return self.mse(self.net(visual, audio), completion)
