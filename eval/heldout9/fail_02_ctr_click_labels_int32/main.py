import mindspore as ms
from mindspore import nn

from data import FIELD_DIMS, make_impressions, batches
from model import FactorizationMachine


class CTRLoss(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.bce = nn.BCEWithLogitsLoss()

    def construct(self, ids, clicks):
        return self.bce(self.net(ids), clicks)


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(1)
    ids, clicks = make_impressions(256)
    model = FactorizationMachine(sum(FIELD_DIMS), 8)
    opt = nn.Adam(model.trainable_params(), learning_rate=5e-3)
    step = nn.TrainOneStepCell(CTRLoss(model), opt)
    step.set_train()
    for epoch in range(2):
        total = 0.0
        for x, y in batches(ids, clicks, 64):
            total += float(step(ms.Tensor(x), ms.Tensor(y)))
        print(f"epoch {epoch} logloss {total / 4:.4f}")


if __name__ == "__main__":
    main()
