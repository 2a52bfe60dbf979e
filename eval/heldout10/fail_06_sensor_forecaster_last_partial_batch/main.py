import mindspore as ms
from mindspore import nn

from config import ForecastConfig
from pipeline import build_loader
from forecaster import ChannelMixer

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    cfg = ForecastConfig()
    loader = build_loader(cfg)
    net = ChannelMixer(cfg)
    trainer = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.AdamWeightDecay(net.trainable_params(), cfg.lr))
    trainer.set_train()
    for epoch in range(cfg.epochs):
        total, n = 0.0, 0
        for x, y in loader.create_tuple_iterator():
            total += float(trainer(x, y))
            n += 1
        print(f"epoch {epoch} mse {total / n:.4f} over {n} batches")


if __name__ == "__main__":
    main()
