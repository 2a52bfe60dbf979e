import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

import config
from features import build_features
from model import KeywordDNN


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    feats, labels = build_features(config.SEED)
    print("features:", feats.shape)
    train = ds.NumpySlicesDataset({"feats": feats, "label": labels}, shuffle=True).batch(config.BATCH_SIZE)
    net = KeywordDNN(len(config.KEYWORDS))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"acc": Accuracy()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(4)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
