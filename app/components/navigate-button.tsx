import type { ButtonHTMLAttributes } from "react";
import { useNavigate } from "react-router";
import { Button, type ButtonVariant } from "~/components/ui/button";

/** A button (the spec calls these controls buttons) that goes to another page of this site. */
export function NavigateButton({
  to,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { to: string; variant?: ButtonVariant }) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => void navigate(to)} />;
}
