import mindspore as ms
from mindspore import nn, Tensor

import config as cfg
from data import load_load_curves, sliding_windows
from model import PatchForecaster

ms.set_context(mode=ms.GRAPH_MODE)


def main():
    ms.set_seed(11)
    series = load_load_curves(cfg.NUM_SERIES, 24 * 6)
    xs, ys = sliding_windows(series, cfg.SEQ_LEN, cfg.HORIZON)
    model = PatchForecaster(cfg)
    net = nn.WithLossCell(model, nn.MSELoss())
    step = nn.TrainOneStepCell(net, nn.AdamWeightDecay(model.trainable_params(), learning_rate=cfg.LR))
    step.set_train()
    n_batches = len(xs) // cfg.BATCH_SIZE
    for epoch in range(cfg.EPOCHS):
        losses = []
        for i in range(n_batches):
            sl = slice(i * cfg.BATCH_SIZE, (i + 1) * cfg.BATCH_SIZE)
            losses.append(float(step(Tensor(xs[sl]), Tensor(ys[sl])).asnumpy()))
        print(f"epoch {epoch}: mse {sum(losses) / len(losses):.4f}")


if __name__ == "__main__":
    main()
