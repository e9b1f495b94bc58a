import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { staticStyles } from '../../kit/staticStyles';

export type SignupStep = 'form' | 'confirmation' | 'done';

const steps: SignupStep[] = ['form', 'confirmation', 'done'];

/**
 * MUI's horizontal Stepper with its labels under the icons, as fixed CSS from the theme's tokens:
 * the same list, icons and connectors, without the Stepper's five components and their styling
 * engine on the sign-up page's first load (3.5 KB of its code, BENCHMARKS.md, session 26).
 */
const useStepClasses = staticStyles(
  'kaigi-steps',
  ['root', 'step', 'connector', 'line', 'label', 'iconBox', 'icon', 'iconText', 'labelBox', 'text', 'reached'],
  (theme, c) => {
    const { palette, typography, transitions } = theme;
    const colour = transitions.create('color', { duration: transitions.duration.shortest });
    return [
      `.${c.root}{display:flex;list-style:none;margin:0 0 ${theme.spacing(3)};padding:0;flex-direction:row;align-items:flex-start;}`,
      `.${c.step}{flex:1;position:relative;}`,
      `.${c.connector}{flex:1 1 auto;position:absolute;top:12px;left:calc(-50% + 20px);right:calc(50% + 20px);}`,
      `.${c.line}{display:block;border-color:${palette.grey[400]};border-top-style:solid;border-top-width:1px;}`,
      `.${c.label}{display:flex;align-items:center;flex-direction:column;}`,
      `.${c.iconBox}{flex-shrink:0;display:flex;padding-right:0;}`,
      `.${c.icon}{user-select:none;width:1em;height:1em;display:block;flex-shrink:0;fill:currentColor;font-size:${typography.pxToRem(24)};transition:${colour};color:${palette.text.disabled};}`,
      `.${c.icon}.${c.reached}{color:${palette.primary.main};}`,
      `.${c.iconText}{fill:${palette.primary.contrastText};font-size:${typography.caption.fontSize};font-family:${typography.fontFamily};}`,
      `.${c.labelBox}{width:100%;color:${palette.text.secondary};text-align:center;}`,
      `.${c.text}{font-family:${typography.body2.fontFamily};font-weight:${typography.body2.fontWeight};font-size:${typography.body2.fontSize};line-height:${typography.body2.lineHeight};letter-spacing:${typography.body2.letterSpacing};display:block;transition:${colour};margin-top:16px;}`,
      `.${c.text}.${c.reached}{color:${palette.text.primary};font-weight:500;}`,
    ].join('');
  },
);

/** Where the attendee is; memoized, as the page renders again whenever its data is revalidated. */
export const SignupSteps = memo(function SignupSteps({ step }: { step: SignupStep }) {
  const { t } = useTranslation();
  const c = useStepClasses();
  const active = steps.indexOf(step);
  return (
    <ol className={c.root} aria-label={t('signup.title')}>
      {steps.map((name, index) => {
        const completed = index < active || step === 'done';
        const reached = index <= active ? ` ${c.reached}` : '';
        return (
          <li key={name} className={c.step} aria-current={index === active ? 'step' : undefined}>
            {index > 0 && (
              <div className={c.connector}>
                <span className={c.line} />
              </div>
            )}
            <span className={c.label}>
              <span className={c.iconBox}>
                <svg className={c.icon + reached} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                  {completed ? (
                    <path d="M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17l-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z" />
                  ) : (
                    <>
                      <circle cx="12" cy="12" r="12" />
                      <text className={c.iconText} x="12" y="12" textAnchor="middle" dominantBaseline="central">
                        {index + 1}
                      </text>
                    </>
                  )}
                </svg>
              </span>
              <span className={c.labelBox}>
                <span className={c.text + reached}>{t(`signup.step.${name}`)}</span>
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
});
