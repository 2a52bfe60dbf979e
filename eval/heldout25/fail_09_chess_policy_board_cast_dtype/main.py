import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config
from model import PolicyNet
from positions import build_positions


def main():
    ms.set_context(mode=config.MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    boards, from_squares = build_positions(config.SEED)
    print("positions:", boards.shape, boards.dtype)
    train = ds.NumpySlicesDataset({"board": boards, "from_square": from_squares}, shuffle=True)
    train = train.batch(config.BATCH_SIZE)
    net = PolicyNet(config.PLANES, config.FILTERS, config.COMPUTE_DTYPE)
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR))
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print("done")


if __name__ == "__main__":
    main()
