import mindspore as ms
from mindspore import nn, Tensor

from config import CTRConfig
from data import click_log
from model import WideAndDeep

ms.set_context(mode=ms.GRAPH_MODE)


class CTRLoss(nn.Cell):
    def __init__(self, model):
        super().__init__()
        self.model = model
        self.bce = nn.BCEWithLogitsLoss()

    def construct(self, sparse, dense, clicks):
        return self.bce(self.model(sparse, dense), clicks)


def main():
    cfg = CTRConfig()
    ms.set_seed(0)
    sparse, dense, clicks = click_log(cfg.batch_size * cfg.steps, cfg.field_sizes, cfg.num_dense)
    model = WideAndDeep(cfg)
    loss_net = CTRLoss(model)
    opt = nn.Adam(model.trainable_params(), learning_rate=cfg.lr)
    trainer = nn.TrainOneStepCell(loss_net, opt)
    trainer.set_train()
    for step in range(cfg.steps):
        sl = slice(step * cfg.batch_size, (step + 1) * cfg.batch_size)
        loss = trainer(Tensor(sparse[sl]), Tensor(dense[sl]), Tensor(clicks[sl]))
        print(f"step {step}: logloss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
