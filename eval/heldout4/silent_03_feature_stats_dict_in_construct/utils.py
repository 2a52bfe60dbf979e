def activation_report(acts, names):
    lines = []
    for name in names:
        if name not in acts:
            lines.append(f"{name}: (not recorded)")
            continue
        a = acts[name].asnumpy()
        lines.append(f"{name}: mean={a.mean():.3f} dead={float((a.max(axis=0) <= 0).mean()):.2f}")
    return "\n".join(lines)
