import numpy as np
import mindspore as ms
from mindspore import nn, Tensor

import config
from data import build_set
from model import GenreTagger


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    specs, genres = build_set(np.random.default_rng(config.SEED))

    net = GenreTagger(config.N_MELS, config.CONV_CHANNELS, len(config.GENRES))
    loss_fn = nn.CrossEntropyLoss()
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    step_cell = nn.TrainOneStepCell(nn.WithLossCell(net, loss_fn), opt)
    step_cell.set_train()

    for step in range(config.STEPS):
        lo = step * config.BATCH_SIZE
        loss = step_cell(Tensor(specs[lo:lo + config.BATCH_SIZE]), Tensor(genres[lo:lo + config.BATCH_SIZE]))
        print(f"step {step}: loss {float(loss):.4f}")

    net.set_train(False)
    pred = net(Tensor(specs)).asnumpy().argmax(axis=1)
    print("train accuracy:", float((pred == genres).mean()))


if __name__ == "__main__":
    main()
