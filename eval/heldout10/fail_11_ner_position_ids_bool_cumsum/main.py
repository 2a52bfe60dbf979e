import mindspore as ms
from mindspore import nn

from vocab import SENTENCES, TAGS, build_vocab
from batching import encode
from tagger import ConvTagger, WeightedTokenLoss

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)

MAX_LEN = 8
DIM = 32


def main():
    vocab = build_vocab(SENTENCES)
    ids, tags, weights = encode(SENTENCES, vocab, MAX_LEN)
    net = ConvTagger(len(vocab), MAX_LEN, DIM, len(TAGS))
    train = nn.TrainOneStepCell(WeightedTokenLoss(net, len(TAGS)), nn.Adam(net.trainable_params(), 1e-2))
    train.set_train()
    for epoch in range(3):
        loss = train(ms.Tensor(ids), ms.Tensor(tags), ms.Tensor(weights))
        print(f"epoch {epoch} token loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
