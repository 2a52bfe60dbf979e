import mindspore as ms
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as C
from data import track_dataset
from schedule import warmup_cosine


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(31)
    train_ds = track_dataset()
    steps = train_ds.get_dataset_size()
    lr = warmup_cosine(C.BASE_LR, steps, C.EPOCHS, C.WARMUP_EPOCHS)
    net = nn.SequentialCell(nn.Dense(4 * C.TRACK_LEN, 32), nn.ReLU(), nn.Dense(32, 2))
    opt = nn.Momentum(net.trainable_params(), learning_rate=lr, momentum=0.9)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy"})
    model.train(C.EPOCHS, train_ds, callbacks=[LossMonitor(steps * 5)])
    print(model.eval(train_ds))


if __name__ == "__main__":
    main()
