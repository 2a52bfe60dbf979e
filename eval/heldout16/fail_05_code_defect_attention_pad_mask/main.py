import mindspore as ms
import mindspore.nn as nn

import config
from model import DefectClassifier, WithMaskedLoss
from snippets import snippet_dataset


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(config.SEED)
    loader = snippet_dataset(config.SEED)
    net = DefectClassifier(config.VOCAB_SIZE, config.MAX_TOKENS, config.D_MODEL, config.NUM_HEADS)
    opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=config.LR, weight_decay=0.01)
    step = nn.TrainOneStepCell(WithMaskedLoss(net), opt)
    step.set_train()
    for epoch in range(config.EPOCHS):
        losses = [float(step(ids, mask, label).asnumpy())
                  for ids, mask, label in loader.create_tuple_iterator()]
        print(f"epoch {epoch}: loss {sum(losses) / len(losses):.4f}")


if __name__ == "__main__":
    main()
