import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor

import config as C
from features import load_feature_cache
from model import GenreCNN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(2)
    feats, labels = load_feature_cache(48, len(C.GENRES))
    train_ds = ds.NumpySlicesDataset({"log_mel": feats, "genre": labels}, shuffle=True)
    train_ds = train_ds.batch(C.BATCH_SIZE, drop_remainder=True)
    net = GenreCNN(len(C.GENRES))
    opt = nn.Adam(net.trainable_params(), learning_rate=C.LR)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"accuracy"})
    model.train(C.EPOCHS, train_ds, callbacks=[LossMonitor(3)])
    print(model.eval(train_ds))


if __name__ == "__main__":
    main()
