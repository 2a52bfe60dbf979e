import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

import config
from audio import make_dataset_arrays
from model import GenreCNN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    specs, labels = make_dataset_arrays(config.SEED)
    train = ds.NumpySlicesDataset({"spec": specs, "genre": labels}, shuffle=True).batch(config.BATCH_SIZE)

    net = GenreCNN(config.CHANNELS, len(config.GENRES))
    print("trainable tensors:", len(net.trainable_params()))
    opt = nn.Adam(net.trainable_params(), learning_rate=config.LR)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc": Accuracy()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
