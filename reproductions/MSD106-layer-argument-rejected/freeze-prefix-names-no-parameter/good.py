"""Fine-tuning only the new head: the parameters are frozen unless their name starts with a
prefix from the settings, which names a layer this model does not have, so the optimizer gets
no parameter at all."""
import mindspore as ms
from mindspore import nn

import finetune_settings_good as cfg

ms.set_context(mode=ms.GRAPH_MODE)


class EventNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.Dense(16, 8)
        self.head = nn.Dense(8, 4)

    def construct(self, x):
        return self.head(self.backbone(x))


def freeze_backbone(net, trainable_prefix):
    for p in net.get_parameters():
        p.requires_grad = p.name.startswith(trainable_prefix)


if __name__ == "__main__":
    net = EventNet()
    freeze_backbone(net, cfg.TRAINABLE_PREFIX)
    optimizer = nn.Momentum(net.trainable_params(), learning_rate=cfg.LR, momentum=0.9)
    print(len(optimizer.parameters))
