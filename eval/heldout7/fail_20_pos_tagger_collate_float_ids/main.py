import mindspore as ms
from mindspore import nn, Tensor

from data import SENTENCES, TAGS, build_word_index, collate
from model import BiGRUTagger

ms.set_context(mode=ms.GRAPH_MODE)


class TaggingLoss(nn.Cell):
    def __init__(self, net, num_tags):
        super().__init__(auto_prefix=False)
        self.net = net
        self.num_tags = num_tags
        self.ce = nn.CrossEntropyLoss(ignore_index=-100)

    def construct(self, token_ids, tag_ids):
        logits = self.net(token_ids)
        return self.ce(logits.reshape(-1, self.num_tags), tag_ids.reshape(-1))


def main():
    word_index = build_word_index(SENTENCES)
    tag_index = {t: i for i, t in enumerate(TAGS)}
    tokens, tags = collate(SENTENCES, word_index, tag_index)
    net = BiGRUTagger(len(word_index), len(TAGS))
    train_net = nn.TrainOneStepCell(TaggingLoss(net, len(TAGS)), nn.Adam(net.trainable_params(), learning_rate=1e-2))
    train_net.set_train()
    for epoch in range(3):
        loss = train_net(Tensor(tokens), Tensor(tags))
        print(f"epoch {epoch} loss {loss.asnumpy():.4f}")


if __name__ == "__main__":
    main()
