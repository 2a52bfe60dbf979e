"""Question-guided attention VQA on toy scenes, trained with a TrainOneStepCell loop."""
import numpy as np
import mindspore as ms
import mindspore.nn as nn

from model import TinyVQA, VQAWithLoss
from scenes import make_vqa, ANSWERS, VOCAB

BATCH = 16
EPOCHS = 2


def main():
    ms.set_context(mode=ms.GRAPH_MODE)
    ms.set_seed(0)
    images, questions, answers = make_vqa(64)
    net = TinyVQA(VOCAB, len(ANSWERS))
    step = nn.TrainOneStepCell(VQAWithLoss(net), nn.Adam(net.trainable_params(), learning_rate=3e-3))
    step.set_train()
    for epoch in range(EPOCHS):
        losses = []
        for s in range(0, len(answers), BATCH):
            batch = (images[s:s + BATCH], questions[s:s + BATCH], answers[s:s + BATCH])
            losses.append(float(step(*[ms.Tensor(a) for a in batch])))
        print(f"epoch {epoch + 1}: loss {np.mean(losses):.3f}")


if __name__ == "__main__":
    main()
