import mindspore as ms
import mindspore.dataset as ds
from mindspore import nn
from mindspore.train import Model, LossMonitor, Accuracy

import config
from model import BagOfEmbeddings
from pipeline import make_vocab, build_dataset
from transcripts import synth_calls, build_word_list


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    ds.config.set_seed(config.SEED)
    agent, customer, labels = synth_calls(config.SEED)
    transcripts = [a + " " + c for a, c in zip(agent, customer)]

    words = build_word_list(agent, customer)
    vocab = make_vocab(words)
    print("vocabulary size:", len(vocab.vocab()))

    train = build_dataset(transcripts, labels, vocab)
    net = BagOfEmbeddings(len(vocab.vocab()), config.EMBED_DIM, len(config.INTENTS))
    model = Model(net, nn.CrossEntropyLoss(), nn.Adam(net.trainable_params(), learning_rate=config.LR),
                  metrics={"acc": Accuracy()})
    model.train(config.EPOCHS, train, callbacks=[LossMonitor(5)], dataset_sink_mode=False)
    print(model.eval(train, dataset_sink_mode=False))


if __name__ == "__main__":
    main()
