import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

import config
from corpus import synth_clauses, build_vocab, encode
from model import ClauseClassifier


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)

    texts, labels = synth_clauses(320, config.SEED)
    vocab = build_vocab(texts)
    ids = encode(texts, vocab)
    train = ds.NumpySlicesDataset({"ids": ids, "label": labels}, shuffle=True)
    train = train.batch(config.BATCH_SIZE, drop_remainder=True)

    net = ClauseClassifier(len(vocab) + 1, config.MAX_LEN, config.D_MODEL, config.NUM_HEADS, config.FFN_DIM,
                           len(config.CLAUSE_TYPES))
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=config.LR, weight_decay=0.01)
    model = Model(net, nn.CrossEntropyLoss(), opt, metrics={"acc": Accuracy()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(10)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
