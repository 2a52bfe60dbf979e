import numpy as np
import mindspore as ms
from mindspore import nn

import config
from data import synthetic_comments
from model import BagOfEmbeddings, kd_loss

ms.set_context(mode=ms.GRAPH_MODE)
ms.set_seed(0)


def main():
    ids, labels = synthetic_comments(384)
    teacher = BagOfEmbeddings(config.VOCAB, config.TEACHER_DIM, config.NUM_CLASSES, hidden=64)
    teacher_train = nn.TrainOneStepCell(nn.WithLossCell(teacher, nn.CrossEntropyLoss()),
                                        nn.Adam(teacher.trainable_params(), 5e-3))
    for _ in range(3):
        for s in range(0, len(ids), config.BATCH_SIZE):
            teacher_train(ms.Tensor(ids[s:s + config.BATCH_SIZE]), ms.Tensor(labels[s:s + config.BATCH_SIZE]))
    teacher.set_train(False)

    student = BagOfEmbeddings(config.VOCAB, config.STUDENT_DIM, config.NUM_CLASSES)
    opt = nn.Adam(student.trainable_params(), 1e-2)
    ce = nn.CrossEntropyLoss()
    alpha = config.ALPHA_START

    def forward(x, y, teacher_logits):
        logits = student(x)
        return alpha * kd_loss(logits, teacher_logits, config.KD_TEMPERATURE) + (1 - alpha) * ce(logits, y)  # ROOT

    grad_fn = ms.value_and_grad(forward, None, opt.parameters)
    for epoch in range(config.EPOCHS):
        alpha = config.ALPHA_START + (config.ALPHA_END - config.ALPHA_START) * epoch / (config.EPOCHS - 1)
        total = []
        for s in range(0, len(ids), config.BATCH_SIZE):
            x, y = ms.Tensor(ids[s:s + config.BATCH_SIZE]), ms.Tensor(labels[s:s + config.BATCH_SIZE])
            loss, grads = grad_fn(x, y, teacher(x))
            opt(grads)
            total.append(float(loss.asnumpy()))
        print(f"epoch {epoch} alpha {alpha:.2f} distillation loss {np.mean(total):.4f}")


if __name__ == "__main__":
    main()
