import numpy as np
import mindspore as ms
from mindspore import nn, ops

ms.set_context(mode=ms.GRAPH_MODE)


def conv_block(cin, cout):
    return nn.SequentialCell(
        nn.Conv2d(cin, cout, 3, pad_mode="same"),
        nn.BatchNorm2d(cout),
        nn.ReLU(),
        nn.MaxPool2d(2, 2),
    )


class ConcatPoolNet(nn.Cell):
    """CNN with fastai-style concat pooling (avg || max) before the head."""

    def __init__(self, num_classes=10, width=32):
        super().__init__()
        self.features = nn.SequentialCell(conv_block(3, width // 2), conv_block(width // 2, width), conv_block(width, width))
        self.avg = nn.AdaptiveAvgPool2d(1)
        self.max = nn.AdaptiveMaxPool2d(1)
        self.head = nn.SequentialCell(
            nn.Dense(width, 64),  # ROOT
            nn.ReLU(),
            nn.Dropout(p=0.5),
            nn.Dense(64, num_classes),
        )

    def construct(self, x):
        f = self.features(x)
        pooled = ops.cat((self.avg(f), self.max(f)), axis=1).flatten(start_dim=1)
        return self.head(pooled)


net = ConcatPoolNet()
loss = nn.CrossEntropyLoss(label_smoothing=0.1)
model_with_loss = nn.WithLossCell(net, loss)
opt = nn.SGD(net.trainable_params(), learning_rate=0.05, momentum=0.9, weight_decay=1e-4)
step = nn.TrainOneStepCell(model_with_loss, opt)
step.set_train()

x = ms.Tensor(np.random.rand(8, 3, 32, 32), ms.float32)
y = ms.Tensor(np.random.randint(0, 10, 8), ms.int32)
print("loss:", step(x, y))
