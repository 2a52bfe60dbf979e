import mindspore as ms
from mindspore import nn

from tuning import lock


class SentimentTagger(nn.Cell):
    def __init__(self):
        super().__init__()
        self.backbone = nn.SequentialCell(nn.Dense(12, 24), nn.Tanh(), nn.Dense(24, 24))
        self.classifier = nn.Dense(24, 3)

    def construct(self, x):
        return self.classifier(self.backbone(x))


if __name__ == "__main__":
    ms.set_context(mode=ms.GRAPH_MODE)
    tagger = SentimentTagger()
    lock(tagger.backbone)
    optimizer = nn.Momentum(tagger.trainable_params(), learning_rate=0.01, momentum=0.9)
    print(len(optimizer.parameters))
