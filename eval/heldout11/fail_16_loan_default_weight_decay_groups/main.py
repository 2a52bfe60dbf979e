import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from data import synthetic_loans, standardize
from model import LoanMLP
from utils import param_groups, accuracy

ms.set_context(mode=ms.GRAPH_MODE)


class LossCell(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.loss = nn.BCEWithLogitsLoss()

    def construct(self, numeric, cats, y):
        return self.loss(self.net(numeric, cats), y)


def main():
    ms.set_seed(0)
    numeric, cats, y = synthetic_loans(cfg.BATCH_SIZE * 4)
    numeric = standardize(numeric)
    net = LoanMLP(len(cfg.NUMERIC_COLS), list(cfg.CATEGORICAL.values()), cfg.EMB_DIM, cfg.HIDDEN)
    optimizer = nn.AdamWeightDecay(param_groups(net, cfg.WEIGHT_DECAY), learning_rate=cfg.LR)
    trainer = nn.TrainOneStepCell(LossCell(net), optimizer)
    trainer.set_train()
    for epoch in range(cfg.EPOCHS):
        for s in range(0, len(y), cfg.BATCH_SIZE):
            sl = slice(s, s + cfg.BATCH_SIZE)
            loss = trainer(Tensor(numeric[sl]), Tensor(cats[sl]), Tensor(y[sl]))
        net.set_train(False)
        acc = accuracy(net(Tensor(numeric), Tensor(cats)).asnumpy(), y)
        net.set_train(True)
        print(f"epoch {epoch}: loss {loss.asnumpy():.4f} train acc {acc:.3f}")


if __name__ == "__main__":
    main()
