import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

import config
from headlines import synth_headlines, encode
from model import HeadlineBiGRU


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    texts, labels = synth_headlines(config.SEED)
    ids, vocab = encode(texts)
    train = ds.NumpySlicesDataset({"ids": ids, "section": labels}, shuffle=True)
    train = train.batch(config.BATCH_SIZE, drop_remainder=True)
    net = HeadlineBiGRU(len(vocab) + 1, config.EMBED_DIM, config.HIDDEN, config.NUM_LAYERS, config.BIDIRECTIONAL,
                        len(config.SECTIONS))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"acc": Accuracy()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
