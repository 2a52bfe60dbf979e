import mindspore as ms
from mindspore import nn, ops
from mindspore.train import Model, LossMonitor

import config as C
from data import title_dataset
from evaluation import build_metrics


class TitleClassifier(nn.Cell):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(C.TITLE_VOCAB, C.EMBED_DIM)
        self.fc = nn.SequentialCell(nn.Dense(C.EMBED_DIM, 64), nn.ReLU(), nn.Dense(64, C.NUM_CATEGORIES))

    def construct(self, title_ids):
        return self.fc(ops.mean(self.embed(title_ids), axis=1))


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(23)
    net = TitleClassifier()
    opt = nn.Adam(net.trainable_params(), learning_rate=1e-2)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics=build_metrics())
    model.train(C.EPOCHS, title_dataset(256), callbacks=[LossMonitor(4)])
    print(model.eval(title_dataset(64, shuffle=False)))


if __name__ == "__main__":
    main()
