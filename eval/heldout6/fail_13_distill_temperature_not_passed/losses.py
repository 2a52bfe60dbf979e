from mindspore import nn, ops


class KDLoss(nn.Cell):
    """Hinton-style distillation: KL(teacher_T || student_T) * T^2."""

    def construct(self, student_logits, teacher_logits, temperature=None):
        log_p_s = ops.log_softmax(student_logits / temperature, axis=-1)
        p_t = ops.softmax(teacher_logits / temperature, axis=-1)
        kl = (p_t * (ops.log(p_t + 1e-8) - log_p_s)).sum(axis=-1).mean()
        return kl * temperature * temperature
